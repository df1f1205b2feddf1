/** flows/application/statuses.json: how the client treats each server status, and the polling constants. */
export interface StatusLists {
  inProgress: string[];
  terminal: string[];
  machineDecided: string[];
  /** status-routes.json row ids that, deciding for an in-progress status, route at once instead of waiting. */
  interruptedBy?: string[];
  polling: {
    baseDelayMs: number;
    maxDelayMs: number;
    stableAttempts: number;
    inProgressAttempts: number;
    returnedAsIs: string[];
    exhaustedStatus: string;
  };
}

/** What to do after a status fetch: route now, wait and fetch again, or stop polling with the given status. */
export type PollStep = { kind: 'route'; status: string } | { kind: 'wait'; delayMs: number } | { kind: 'give-up'; status: string };

/** The back-off before fetch number `attempt + 1`: base × 2^(attempt − 1), capped. Pure. */
export function pollDelay(polling: StatusLists['polling'], attempt: number): number {
  return Math.min(polling.baseDelayMs * 2 ** Math.max(0, attempt - 1), polling.maxDelayMs);
}

/**
 * Decides the next polling step after `attempt` fetches (1 = the first) returned `status` (registration spec §4, §9).
 * In-progress statuses wait (up to inProgressAttempts fetches); when the caller waits for a stable status to change
 * after an action (`awaitingChangeFrom`), the same status waits up to stableAttempts fetches. When the attempts run
 * out, a status in `returnedAsIs` is returned as it is, any other becomes `exhaustedStatus` (UNKNOWN). Everything
 * else routes at once. Pure.
 */
export function nextPoll(lists: StatusLists, status: string, attempt: number, awaitingChangeFrom?: string): PollStep {
  const { polling } = lists;
  const inProgress = lists.inProgress.includes(status);
  const waitingForChange = !inProgress && awaitingChangeFrom !== undefined && status === awaitingChangeFrom && !lists.terminal.includes(status);
  if (!inProgress && !waitingForChange) return { kind: 'route', status };
  const limit = inProgress ? polling.inProgressAttempts : polling.stableAttempts;
  if (attempt >= limit) return { kind: 'give-up', status: polling.returnedAsIs.includes(status) ? status : polling.exhaustedStatus };
  return { kind: 'wait', delayMs: pollDelay(polling, attempt) };
}
