import { useEffect, useRef } from 'react';
import { fetchBorrowerStatus } from '../../application-calls';

/**
 * While `active`, reads the cheap status call every `everyMs` and, when the server status is no longer `status`, calls
 * `refresh` (the host re-reads the application and moves on): the complete page follows the sandbox's background
 * steps without a button, and without re-reading the whole application while nothing changed.
 */
export function useRefreshOnStatusChange(uuid: string, status: string, active: boolean, everyMs: number, refresh: () => Promise<void>): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!active || !(everyMs > 0)) return undefined;
    let stopped = false;
    const timer = window.setInterval(() => {
      fetchBorrowerStatus(uuid).then((answer) => {
        if (!stopped && answer.status !== status) void latest.current();
      }, () => undefined);
    }, everyMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [uuid, status, active, everyMs]);
}
