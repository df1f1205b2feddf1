import type { Rule } from '../types';
import type { PageCall, PagesFile } from './types';

/** One call the pages declare: where (a form page's path or a form's name), the step that validates it, the call. */
export interface DeclaredCall {
  /** JSON pointer of the declaration in pages.json, e.g. `/pages/start~1contact` or `/forms/credit-pin`. */
  pointer: string;
  step: string;
  call: PageCall;
  /** The declaring page's named values (pages.json `values`), which its lender action may read (e.g. a fee). */
  values?: Record<string, Rule>;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every call of pages.json: the form pages' and the message pages' forms'. Pure. */
export function declaredCalls(file: PagesFile): DeclaredCall[] {
  const forms = Object.entries(file.forms ?? {}).map(([name, form]) => ({ pointer: `/forms/${escape(name)}`, step: form.step, call: form.call }));
  const pages = Object.entries(file.pages).flatMap(([path, page]) =>
    page.kind === 'form' ? [{ pointer: `/pages/${escape(path)}`, step: page.step, call: page.call, ...(page.values ? { values: page.values } : {}) }] : []);
  return [...forms, ...pages];
}
