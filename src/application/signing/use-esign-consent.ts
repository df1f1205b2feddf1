import { useCallback, useEffect, useState } from 'react';
import { fetchEsignConsent, type EsignConsentState } from '../../api/signing-api';

/** The borrower's E-SIGN consent state, fetched when the page opens; `set` keeps an answer of a consent call. */
export function useEsignConsent(uuid: string) {
  const [state, setState] = useState<EsignConsentState | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchEsignConsent(uuid).then((answer) => live && setState(answer)).catch((e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, [uuid, attempt]);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((a) => a + 1);
  }, []);
  return { state, error, retry, set: setState };
}
