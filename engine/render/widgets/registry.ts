import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { AddressField } from './AddressField';
import { createFieldErrorTemplate } from './FieldErrorTemplate';
import {
  BirthDateField, CheckboxGroupWidget, ConsentWidget, DocumentUploadField, LienListField, MoneyWidget, PasswordWidget, PhoneWidget, RadioChoiceWidget,
  RoutingNumberWidget, SelectWidget, SsnWidget, TextareaWidget, YesNoWidget,
} from './later-step-widgets';
import { OccupancyWidget } from './OccupancyWidget';
import { TextWidget } from './TextWidget';

/**
 * The widgets UI schemas name with `ui:widget`. `TextWidget` and `SelectWidget` also replace RJSF's defaults for
 * plain strings/numbers and enums. Together with `fields` these are exactly KNOWN_WIDGETS (engine/core).
 */
export const widgets: RegistryWidgetsType = {
  OccupancyWidget,
  YesNoWidget,
  SelectWidget,
  MoneyWidget,
  PhoneWidget,
  PasswordWidget,
  ConsentWidget,
  TextWidget,
  RadioChoiceWidget,
  SsnWidget,
  CheckboxGroupWidget,
  TextareaWidget,
  RoutingNumberWidget,
};

/** The fields UI schemas name with `ui:field`. */
export const fields: RegistryFieldsType = { AddressField, BirthDateField, DocumentUploadField, LienListField };

/**
 * Optional templates for the Form: the registry's widgets show their own first error, so this FieldErrorTemplate
 * keeps RJSF from listing the same errors again under them (other fields keep @rjsf/mui's list).
 */
export const templates: Partial<TemplatesType> = { FieldErrorTemplate: createFieldErrorTemplate({ widgets, fields }) };

const ENUM_KEYS = ['enum', 'oneOf', 'anyOf'];

/** True when a schema has a choice list anywhere (rendered by the default SelectWidget unless a widget is named). */
function hasChoices(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  if (ENUM_KEYS.some((k) => k in (schema as object))) return true;
  return Object.values(schema as Record<string, unknown>).some(hasChoices);
}

/**
 * Loads the code of the on-demand widgets and fields a step uses (the ones its UI schema names, and SelectWidget
 * when it has a choice list), so it renders complete at once. Resolves when all are loaded.
 */
export async function preloadStepWidgets(names: readonly string[], schema: unknown): Promise<void> {
  const wanted = new Set(hasChoices(schema) ? [...names, 'SelectWidget'] : names);
  const registered: Record<string, unknown> = { ...widgets, ...fields };
  await Promise.all([...wanted].map((name) => (registered[name] as { preload?: () => Promise<void> } | undefined)?.preload?.()));
}
