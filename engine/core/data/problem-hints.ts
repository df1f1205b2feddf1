import type { DataProblem } from './data-problem';

/** What to do about each kind of problem, by code (a problem's own `hint` wins). Codes not listed get no advice. */
const HINTS: Record<string, string> = {
  E_JSON_SYNTAX: 'fix the JSON syntax at this line and column (a missing comma, quote or bracket)',
  E_MISSING_FILE: 'create the file or correct the path',
  E_MISSING_COPY: 'add the key to the copy of brands/default.brand.json or use an existing key',
  E_UNKNOWN_COPY_KEY: 'add the key to the copy of brands/default.brand.json or use an existing key',
  E_UNKNOWN_OVERRIDE: 'remove the override or rename it to a key of brands/default.brand.json',
  E_PLACEHOLDER_UNFILLED: 'remove the placeholder from the text or give it a value where the key is used',
  E_UNKNOWN_OPERATION: 'use a json-logic operation or one registered in engine/core/rules/operations',
  E_SHOW_WHEN_RULE: 'write the rule as json-logic: an object with exactly one operator',
  E_NOT_A_RULE: 'write the rule as json-logic: an object with exactly one operator, e.g. {"==": [{"var": "answers.x"}, 1]}',
  E_UNKNOWN_VARIABLE: 'correct the variable name, or add the field it reads to the data it names',
  E_UNKNOWN_FIELD: "correct the field name or add the field to the step's schema",
  E_ENUM_LABELS: 'give enumNames one label per enum value, in the same order',
  E_RANGE_ORDER: 'make the minimum no greater than the maximum',
  E_BAD_PATTERN: 'write a valid regular expression',
  E_UNKNOWN_WIDGET: 'use a widget registered in engine/core/data/known-components.ts',
  E_UNKNOWN_MODAL: "define the modal under the flow's modals or correct its name",
  E_UNKNOWN_STEP: 'correct the step name or add the step',
  E_UNKNOWN_PAGE: 'declare the page in flows/application/pages.json or correct the name',
  E_UNKNOWN_BRAND: 'add the brand file or correct the id',
  E_BRAND_ID: 'make the id equal the file name (<id>.brand.json)',
  E_DUPLICATE_BRAND: 'give each brand its own id',
  E_DUPLICATE_ORG_CODE: 'give each brand its own organisation code',
  E_MISSING_LOGO: 'put the logo in brands/logos/ or correct the file name',
  E_UNKNOWN_RULE: 'use a rule the brand schema (schemas/brand.schema.json) lists, or add it there',
  E_UNKNOWN_STATE: 'correct the state name or add the state to flows/application/machine.json',
  E_UNKNOWN_TRIGGER: 'correct the trigger name or add the trigger to flows/application/machine.json',
  E_UNKNOWN_FEATURE: 'use a feature listed in the features of brands/default.brand.json, or add it there',
  E_LENDER_FIELD: 'set the field in the brand file, or list it in "inherits" to keep the default on purpose',
  E_FOREIGN_LENDER: "replace the other lender's name or number with this lender's own",
  E_UNKNOWN_STATUS: 'correct the status or add it to flows/application/statuses.json',
  E_DUPLICATE_STATUS: 'list the status once',
  E_POLLING: 'make the polling constants consistent (first delay ≤ largest delay, attempts ≥ 1)',
  E_UNKNOWN_PROGRESS: 'use a value of flows/application/progress.json',
  E_FIXTURE_BRAND: 'key the fixture by an existing brand id or organisation code',
  E_UNKNOWN_NOTARY_REASON: 'use a reason of the failureReasons of flows/application/notary.json, or add it there (with its words in copy notary.error.reason.<code>)',
  E_SCHEMA_ADDITIONALPROPERTIES: 'remove the property or correct its name (see the file\'s meta-schema in schemas/)',
  E_SCHEMA_REQUIRED: 'add the missing property (see the file\'s meta-schema in schemas/)',
  E_NO_SCHEMA_REF: 'add "$schema" with the relative path from the file to its meta-schema in schemas/',
  E_SCHEMA_REF: 'write "$schema" as the relative path from the file to its meta-schema in schemas/',
  E_VALIDATORS_STALE: 'run `npm run build:validators`',
};

/** What to do about a problem: its own hint, else the general advice for its code, else ''. Pure. */
export function problemHint(p: DataProblem): string {
  if (p.hint) return p.hint;
  if (HINTS[p.code]) return HINTS[p.code];
  if (p.code.startsWith('E_SCHEMA_')) return "correct the value to match the file's meta-schema in schemas/";
  return '';
}

/**
 * Formats a problem as the check prints it: `file#/pointer (line L, column C): what is wrong — what to do [CODE]`;
 * with `fixHints`, a close known name is offered as "did you mean …". Pure.
 */
export function formatCheckLine(p: DataProblem, options: { fixHints?: boolean } = {}): string {
  const where = p.line === undefined ? '' : ` (line ${p.line}, column ${p.column ?? 1})`;
  const hint = problemHint(p);
  const mean = options.fixHints && p.didYouMean ? ` (did you mean '${p.didYouMean}'?)` : '';
  return `${p.file}#${p.pointer}${where}: ${p.message}${mean}${hint ? ` — ${hint}` : ''} [${p.code}]`;
}
