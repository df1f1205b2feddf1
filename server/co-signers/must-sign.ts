import { evaluateRule } from '../../engine/core';

/** What the must-sign rule reads: the borrower's ownership answer and the owners the title lists besides the borrower. */
export interface MustSignFacts {
  ownership: string | null;
  titleOwners: string[];
}

/**
 * How many co-owners must sign the deed: server/fixtures/server-rules.json coSigners.mustSign (json-logic over
 * {ownership, titleOwners, titleOwnerCount}); a non-number answer counts as none. Pure.
 */
export function coSignersRequired(rule: unknown, facts: MustSignFacts): number {
  const answer = Number(evaluateRule(rule, { ...facts, titleOwnerCount: facts.titleOwners.length }));
  return Number.isFinite(answer) && answer > 0 ? Math.floor(answer) : 0;
}
