import type { ErrorSchema } from '@rjsf/utils';
import type { FieldError } from '../../core';

/** Turns the engine's field errors (`a.b` → words) into RJSF's nested error schema; form-level errors (field '') are left out. Pure. */
export function errorsToErrorSchema(errors: FieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { field, message } of errors) {
    if (!field) continue;
    let node = root;
    for (const part of field.split('.')) {
      node[part] = (node[part] as Record<string, unknown>) ?? {};
      node = node[part] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[]) ?? []), message];
  }
  return root as ErrorSchema;
}

/** The dotted field path of an RJSF element id (`root_propertyAddress_street1` → `propertyAddress.street1`). Pure. */
export function idToField(id: string): string {
  return id.replace(/^root_?/, '').split('_').filter(Boolean).join('.');
}
