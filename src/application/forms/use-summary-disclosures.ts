import { useCallback, useEffect, useState } from 'react';
import { fetchSummaryDisclosures, type SummaryDisclosures } from '../../api/application-api';

/** How often the summary disclosures are asked for again while the server is still generating them. */
export const SUMMARY_POLL_MS = 1000;

/**
 * The summary disclosures of an application, fetched again every second while they are not ready. `error` is the
 * failure of the last call (polling stops; `retry` starts again).
 */
export function useSummaryDisclosures(uuid: string): { data: SummaryDisclosures | null; error: unknown; retry: () => void } {
  const [data, setData] = useState<SummaryDisclosures | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      fetchSummaryDisclosures(uuid)
        .then((answer) => {
          if (!live) return;
          setData(answer);
          if (!answer.ready) timer = setTimeout(poll, SUMMARY_POLL_MS);
        })
        .catch((e: unknown) => live && setError(e));
    };
    poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [uuid, attempt]);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((a) => a + 1);
  }, []);
  return { data, error, retry };
}
