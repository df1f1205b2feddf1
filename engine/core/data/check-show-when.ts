import { ruleVariables, unknownOperations } from '../rules/rule-variables';
import type { StepDefinition } from '../types';
import { showWhenRules } from '../validation/show-when';
import type { DataProblem } from './data-problem';

/** Escapes one JSON-pointer segment (RFC 6901). Pure. */
const segment = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Where a value is not json-logic: an object must hold exactly one operator (json-logic would return any other
 * object as data, so the rule would always hold). Returns the pointers (under `at`) of such objects. Pure.
 */
function malformedNodes(rule: unknown, at: string): string[] {
  if (Array.isArray(rule)) return rule.flatMap((r, i) => malformedNodes(r, `${at}/${i}`));
  if (!rule || typeof rule !== 'object') return [];
  const entries = Object.entries(rule);
  if (entries.length !== 1) return [at];
  const [op, args] = entries[0];
  return malformedNodes(args, `${at}/${segment(op)}`);
}

/**
 * Checks every `ui:options.showWhen` of a step's UI schema: the field it shows or hides is one of the step's schema,
 * the rule is json-logic (one operator per object, operations json-logic or the project knows), and every
 * `answers.<field>` it reads names a top-level field of the step's schema (other roots, e.g. `brand.*`, are not
 * checked here). Returns the problems with the step file's pointers, empty when all is well. Pure.
 */
export function checkShowWhen(step: StepDefinition, file: string): DataProblem[] {
  const fields = new Set(Object.keys(step.schema?.properties ?? {}));
  const problems: DataProblem[] = [];
  for (const { field, rule } of showWhenRules(step.uiSchema)) {
    const pointer = `/uiSchema/${segment(field)}/ui:options/showWhen`;
    const problem = (code: string, message: string, at = pointer) => problems.push({ code, file, pointer: at, message });
    if (!fields.has(field)) problem('E_SHOW_WHEN_FIELD', `showWhen is on '${field}', which is not a field of the step's schema`, `/uiSchema/${segment(field)}`);
    for (const at of malformedNodes(rule, pointer)) problem('E_SHOW_WHEN_RULE', 'not a json-logic rule: an object must hold exactly one operator', at);
    for (const op of unknownOperations(rule)) problem('E_UNKNOWN_OPERATION', `unknown json-logic operation '${op}'`);
    for (const path of ruleVariables(rule)) {
      if (!path.startsWith('answers.')) continue;
      const name = path.slice('answers.'.length).split('.')[0];
      if (!fields.has(name)) problem('E_UNKNOWN_VARIABLE', `showWhen reads '${path}', but '${name}' is not a field of the step's schema`);
    }
  }
  return problems;
}
