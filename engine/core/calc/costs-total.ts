import { ruleHolds } from '../rules/evaluate-rule';
import { roundHalfEven } from './round-half-even';
import type { CostEntry } from './types';

/** Decides whether a json-logic rule holds over a context (ruleHolds by default). */
export type RuleEvaluator = (rule: unknown, context: unknown) => boolean;

/** True when the entry applies: it has no jsCriteria (undefined or null), or its json-logic rule holds. Pure. */
export function costApplies(entry: CostEntry, context: unknown, evaluate: RuleEvaluator = ruleHolds): boolean {
  return entry.jsCriteria === undefined || entry.jsCriteria === null || evaluate(entry.jsCriteria, context);
}

/**
 * The borrower-paid total of an offer's cost entries (platform spec §3 Costs): the sum of `borrowerPaidAmount`
 * over the entries whose `jsCriteria` (a json-logic rule; absent = always) holds over `context`, rounded to cents
 * half-to-even. An entry whose amount is not a finite number counts as 0. Pure, given a pure evaluator.
 * @throws whatever the evaluator throws (ruleHolds: an unknown json-logic operation).
 */
export function costsTotal(costs: readonly CostEntry[], context: unknown, evaluate: RuleEvaluator = ruleHolds): number {
  const sum = costs
    .filter((entry) => costApplies(entry, context, evaluate))
    .reduce((acc, entry) => acc + (Number.isFinite(entry.borrowerPaidAmount) ? entry.borrowerPaidAmount : 0), 0);
  return roundHalfEven(sum, 2);
}
