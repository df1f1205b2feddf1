import { evaluateRule } from '../../engine/core';

/** What the must-sign rule reads: the borrower's ownership answer, the owners the title lists besides the borrower, and how many co-owners the borrower invited. */
export interface MustSignFacts {
  ownership: string | null;
  titleOwners: string[];
  /** Co-owners invited and not removed (INVITED or SIGNED); 0 when omitted. */
  invitedCount?: number;
}

/**
 * How many co-owners must sign the deed: server/fixtures/server-rules.json coSigners.mustSign (json-logic over
 * {ownership, titleOwners, titleOwnerCount, invitedCount}); a non-number answer counts as none. Pure.
 */
export function coSignersRequired(rule: unknown, facts: MustSignFacts): number {
  const answer = Number(evaluateRule(rule, { ...facts, titleOwnerCount: facts.titleOwners.length, invitedCount: facts.invitedCount ?? 0 }));
  return Number.isFinite(answer) && answer > 0 ? Math.floor(answer) : 0;
}
