import shellConstants from '../../../flows/platform/shell-constants.json';
import type { LoanOriginatorDisplay } from '../../../engine/core';
import { apiFetch } from '../../api/client';

/** A loan originator's display information (platform §3 Loan originator display info). */
export type LoanOriginator = LoanOriginatorDisplay;

const cache = new Map<string, { at: number; answer: Promise<LoanOriginator> }>();

/**
 * GET lo/{loanOriginatorUuid} of the lead portal, cached per originator for loanOriginatorCacheMs
 * (flows/platform/shell-constants.json; platform §7: 10 minutes). A failed call is not kept. `now` is injectable.
 */
export function fetchLoanOriginator(uuid: string, now = Date.now()): Promise<LoanOriginator> {
  const hit = cache.get(uuid);
  if (hit && now - hit.at < shellConstants.loanOriginatorCacheMs) return hit.answer;
  const answer = apiFetch<LoanOriginator>(`/lead-portal/api/v1/lo/${encodeURIComponent(uuid)}`);
  cache.set(uuid, { at: now, answer });
  answer.catch(() => cache.delete(uuid));
  return answer;
}
