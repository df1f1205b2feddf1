import { useCallback, useEffect, useState } from 'react';
import type { NotaryAnswer } from '../../../../engine/core';
import { errorWords } from '../../../api/error-words';
import { fetchNotary } from '../../../api/notary-api';
import { useEnvironment } from '../../../org/environment';

/**
 * GET notary for a notary page: the answer, the load's error words, and `reload`. With `poll`, asks again every
 * `pollMs` the answer names while the page is shown (a session in progress).
 */
export function useNotary(uuid: string, poll = false) {
  const { copy } = useEnvironment();
  const [notary, setNotary] = useState<NotaryAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setNotary(await fetchNotary(uuid));
      setError(null);
    } catch (failure) {
      setError(errorWords(failure, copy));
    }
  }, [uuid, copy]);
  useEffect(() => { void reload(); }, [reload]);
  const pollMs = notary?.pollMs ?? 0;
  useEffect(() => {
    if (!poll || pollMs <= 0) return undefined;
    const timer = setInterval(() => { void reload(); }, pollMs);
    return () => clearInterval(timer);
  }, [poll, pollMs, reload]);
  return { notary, error, reload };
}
