import { fetchSummaryDisclosures, type SummaryDisclosures } from '../../api/application-api';
import { READY_POLL_MS, usePolledUntilReady } from './use-polled-until-ready';

/** How often the summary disclosures are asked for again while the server is still generating them. */
export const SUMMARY_POLL_MS = READY_POLL_MS;

/**
 * The summary disclosures of an application, fetched again every second while they are not ready. `error` is the
 * failure of the last call (polling stops; `retry` starts again).
 */
export function useSummaryDisclosures(uuid: string): { data: SummaryDisclosures | null; error: unknown; retry: () => void } {
  return usePolledUntilReady(uuid, fetchSummaryDisclosures);
}
