import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after mount (at most `timeoutMs` later), then true: parts that load code or
 * data only after the page is interactive wait for it.
 */
export function useAfterIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
