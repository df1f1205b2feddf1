import { useCallback, useEffect, useState } from 'react';

/** How often a list the server is still generating is asked for again. */
export const READY_POLL_MS = 1000;

/**
 * An answer `{ ready }` of the application `uuid`, fetched again every second while not ready (the summary or closing
 * disclosures being generated). `error` is the failure of the last call (polling stops; `retry` starts again).
 */
export function usePolledUntilReady<T extends { ready: boolean }>(uuid: string, fetch: (uuid: string) => Promise<T>): { data: T | null; error: unknown; retry: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      fetch(uuid)
        .then((answer) => {
          if (!live) return;
          setData(answer);
          if (!answer.ready) timer = setTimeout(poll, READY_POLL_MS);
        })
        .catch((e: unknown) => live && setError(e));
    };
    poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [uuid, attempt, fetch]);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((a) => a + 1);
  }, []);
  return { data, error, retry };
}
