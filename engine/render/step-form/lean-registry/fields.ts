import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import type { RegistryFieldsType } from '@rjsf/utils';

/**
 * RJSF's default fields for flat steps (objects of strings, numbers, booleans). The build puts this list in place of
 * @rjsf/core's full one (scripts/vite/lean-libraries.ts); steps with arrays or oneOf/anyOf render with the full
 * registry, loaded with them (`composite-theme.ts`).
 */
export default function leanFields(): RegistryFieldsType {
  return { BooleanField, FallbackField, NullField, NumberField, ObjectField, SchemaField, StringField } as RegistryFieldsType;
}
