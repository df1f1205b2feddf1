import { useCallback, useState } from 'react';
import { errorWords } from './error-words';
import { useEnvironment } from '../org/environment';

/**
 * A borrower call made from a form: `run` marks it busy and clears the last error, then on a failure shows the
 * server's words (busy again false) and answers false; on success it answers true and stays busy, as the page usually
 * moves on (`settle` ends it when it does not).
 */
export function useCall() {
  const { copy } = useEnvironment();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (call: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await call();
      return true;
    } catch (failure) {
      setError(errorWords(failure, copy));
      setBusy(false);
      return false;
    }
  }, [copy]);
  const settle = useCallback(() => setBusy(false), []);
  const clearError = useCallback(() => setError(null), []);
  return { busy, error, run, settle, clearError };
}
