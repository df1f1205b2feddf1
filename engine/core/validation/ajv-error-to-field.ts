import { joinField, pointerToField } from './paths';

/** The parts of an ajv error the engine reads. */
export interface AjvErrorLike {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** The field an ajv error is about: for `required`, the missing property itself rather than its parent. Pure. */
export function ajvErrorToField(error: AjvErrorLike): string {
  const parent = pointerToField(error.instancePath);
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    return joinField(parent, error.params.missingProperty);
  }
  return parent;
}
