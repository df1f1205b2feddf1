import jsonLogic from 'json-logic-js';
import { operations } from './operations';

let registered = false;

/** Registers the project's operations with json-logic once. Idempotent. */
function ensureOperations(): void {
  if (registered) return;
  for (const [name, fn] of Object.entries(operations)) jsonLogic.add_operation(name, fn as (...a: unknown[]) => unknown);
  registered = true;
}

/** Evaluates a json-logic rule over a context. Pure apart from the one-time operation registration; throws on an unknown operation. */
export function evaluateRule(rule: unknown, context: unknown): unknown {
  ensureOperations();
  return jsonLogic.apply(rule as jsonLogic.RulesLogic, context);
}

/** Evaluates a rule and applies json-logic truthiness (an empty list is false). */
export function ruleHolds(rule: unknown, context: unknown): boolean {
  return jsonLogic.truthy(evaluateRule(rule, context));
}
