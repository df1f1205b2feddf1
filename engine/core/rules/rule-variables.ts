import { operations } from './operations';

/** The operations json-logic itself provides. */
export const BUILT_IN_OPERATIONS: readonly string[] = [
  'var', 'missing', 'missing_some', 'if', '?:', '==', '===', '!=', '!==', '!', '!!', 'or', 'and', '>', '>=', '<', '<=',
  'max', 'min', '+', '-', '*', '/', '%', 'map', 'filter', 'reduce', 'all', 'none', 'some', 'merge', 'in', 'cat', 'substr', 'log',
];
const BUILT_INS = new Set(BUILT_IN_OPERATIONS);

/** Lists the static variable paths a rule reads (dynamic `var` arguments are skipped). Pure. */
export function ruleVariables(rule: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(rule)) rule.forEach((r) => ruleVariables(r, found));
  else if (rule && typeof rule === 'object') {
    const [op, args] = Object.entries(rule)[0] ?? [];
    if (op === 'var') {
      const path = Array.isArray(args) ? args[0] : args;
      if (typeof path === 'string') found.add(path);
      else ruleVariables(path, found);
    } else ruleVariables(args, found);
  }
  return found;
}

/** Lists the operator names a rule uses that json-logic and the project do not know. Pure. */
export function unknownOperations(rule: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(rule)) rule.forEach((r) => unknownOperations(r, found));
  else if (rule && typeof rule === 'object') {
    const entries = Object.entries(rule);
    if (entries.length !== 1) return found;
    const [op, args] = entries[0];
    if (!BUILT_INS.has(op) && !(op in operations)) found.add(op);
    unknownOperations(args, found);
  }
  return found;
}
