import { ruleHolds } from '../rules/evaluate-rule';
import type { Guard, RuleContext } from '../types';

/** The first guard whose `when` rule holds, or null. Guards are tried in their file order. Pure. */
export function firstFiringGuard(guards: Guard[] | undefined, context: RuleContext): Guard | null {
  return (guards ?? []).find((g) => ruleHolds(g.when, context)) ?? null;
}
