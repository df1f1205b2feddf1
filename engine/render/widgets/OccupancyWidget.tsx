import type { WidgetProps } from '@rjsf/utils';
import { NativeSelectField } from './NativeSelectField';

/** The placeholder option's value, as in the spec; choosing it clears the answer. */
export const OCCUPANCY_PLACEHOLDER = 'INIT';

/**
 * Native select of the occupancy type. Reads `options.enumOptions` (labels from `ui:options.enumNames`),
 * `placeholder` (label of the first option, value INIT → stored as undefined), `label`, `rawErrors`.
 */
export function OccupancyWidget(props: WidgetProps) {
  const { placeholder, value, options } = props;
  const enumOptions = options.enumOptions ?? [];
  const known = enumOptions.some((o) => o.value === value);
  return (
    <NativeSelectField widget={props} selected={known ? String(value) : OCCUPANCY_PLACEHOLDER} decode={(v) => (v === OCCUPANCY_PLACEHOLDER ? undefined : v)}>
      <option value={OCCUPANCY_PLACEHOLDER}>{placeholder ?? ''}</option>
      {enumOptions.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </NativeSelectField>
  );
}
