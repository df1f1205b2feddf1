import type { FieldError } from '../../core';

const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/** The errors the borrower should see: all of them after a Continue attempt, else only those of touched fields. Pure. */
export function visibleErrors(errors: FieldError[], touched: ReadonlySet<string>, showAll: boolean): FieldError[] {
  if (showAll) return errors;
  return errors.filter((e) => e.field !== '' && [...touched].some((t) => related(t, e.field)));
}
