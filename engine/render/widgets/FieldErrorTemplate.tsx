import MuiFieldErrorTemplate from '@rjsf/mui/lib/FieldErrorTemplate/FieldErrorTemplate.js';
import {
  getSchemaType, getUiOptions, resolveDefaultWidget, type FieldErrorProps, type RegistryFieldsType, type RegistryWidgetsType,
} from '@rjsf/utils';
import type { ComponentType } from 'react';

/** Default widget names RJSF maps onto registered widgets for scalar types. */
const DEFAULT_WIDGET_NAMES: Record<string, string> = { text: 'TextWidget', select: 'SelectWidget' };

/**
 * Creates a FieldErrorTemplate that stays silent for fields rendered by the given widgets and fields (they show their
 * first error themselves, tied to the input with aria-describedby) and falls back to @rjsf/mui's error list for any
 * other field, so no error shows twice. Pure factory.
 */
export function createFieldErrorTemplate(own: { widgets: RegistryWidgetsType; fields: RegistryFieldsType }): ComponentType<FieldErrorProps> {
  const rendersOwnErrors = ({ schema, uiSchema, registry }: FieldErrorProps): boolean => {
    const { field, widget } = getUiOptions(uiSchema);
    if (field !== undefined) return typeof field === 'string' && field in own.fields && registry.fields[field] === own.fields[field];
    const type = getSchemaType(schema);
    // A multiple-choice array rendered by a named widget (CheckboxGroupWidget) shows its own errors too.
    if (type === 'array' && typeof widget === 'string') return widget in own.widgets && registry.widgets[widget] === own.widgets[widget];
    if (typeof type !== 'string' || type === 'object' || type === 'array' || type === 'null') return false;
    const name = widget ?? (type === 'boolean' ? 'checkbox' : resolveDefaultWidget(schema, uiSchema, registry.schemaUtils, registry.widgets).defaultWidget);
    if (typeof name !== 'string') return false;
    const registered = DEFAULT_WIDGET_NAMES[name] ?? name;
    return registered in own.widgets && registry.widgets[registered] === own.widgets[registered];
  };
  const FallbackTemplate = MuiFieldErrorTemplate as ComponentType<FieldErrorProps>;
  return function FieldErrorTemplate(props: FieldErrorProps) {
    return rendersOwnErrors(props) ? null : <FallbackTemplate {...props} />;
  };
}
