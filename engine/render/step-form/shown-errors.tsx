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

/**
 * What a step does when one of its fields loses focus (marks it touched), handed to the form's root field so that a
 * field's blur reaches the step directly. RJSF's own blur handler also queues a form update for its on-blur live
 * validation and omission, which steps do not use: an update that renders the form again, for nothing, in the press
 * that moves focus off the last field onto Continue. Undefined outside a step form: the Form's handler is kept.
 */
export const StepBlurContext = createContext<((id: string) => void) | undefined>(undefined);

const SchemaField = CoreSchemaField as unknown as ComponentType<FieldProps>;

function RootSchemaField(props: FieldProps) {
  const shown = useContext(ShownErrorsContext);
  const blur = useContext(StepBlurContext);
  return <SchemaField {...props} errorSchema={shown ?? props.errorSchema} onBlur={blur ?? props.onBlur} />;
}

/**
 * RJSF's SchemaField, with the root field reading the shown errors from `ShownErrorsContext` (the fields under it get
 * their part of them from their parents, as RJSF passes them down) and its fields' blur from `StepBlurContext`. Registered as the step themes' `SchemaField`.
 */
export function ShownErrorsSchemaField(props: FieldProps) {
  return props.fieldPathId.path.length === 0 ? <RootSchemaField {...props} /> : <SchemaField {...props} />;
}
