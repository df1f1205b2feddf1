import CoreSchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { createContext, useContext, type ComponentType } from 'react';

/**
 * The errors a step shows, as RJSF's nested error schema, handed to the form's root field through context rather than
 * through the Form's `extraErrors`: showing errors (Continue on an empty step, a field touched) then re-renders only the
 * fields whose errors changed, without the Form deriving its whole state again (defaults, schema resolution, a second
 * render). Undefined outside a step form: the root field keeps the Form's own errors.
 */
export const ShownErrorsContext = createContext<ErrorSchema | undefined>(undefined);

const SchemaField = CoreSchemaField as unknown as ComponentType<FieldProps>;

function RootSchemaField(props: FieldProps) {
  const shown = useContext(ShownErrorsContext);
  return <SchemaField {...props} errorSchema={shown ?? props.errorSchema} />;
}

/**
 * RJSF's SchemaField, with the root field reading the shown errors from `ShownErrorsContext` (the fields under it get
 * their part of them from their parents, as RJSF passes them down). Registered as the step themes' `SchemaField`.
 */
export function ShownErrorsSchemaField(props: FieldProps) {
  return props.fieldPathId.path.length === 0 ? <RootSchemaField {...props} /> : <SchemaField {...props} />;
}
