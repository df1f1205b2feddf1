import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchConditions } from './conditions-api';
import { conditionsChanged, conditionsData, type Condition } from './conditions-data';

/** The conditions of an application as a page shows them: the last answer, a load failure, and a reload. */
export interface ConditionsState {
  conditions: Condition[] | null;
  failed: boolean;
  reload: () => Promise<Condition[] | null>;
}

/**
 * Reads the caller's conditions of an application and asks again every `pollMs` of flows/application/conditions.json
 * (platform §9: 60 s); the state changes only when the answer does, and `onChange` is told (after the first answer)
 * so the host can re-read the application. Stops when the page goes.
 */
export function useConditions(applicationUuid: string | null, onChange?: (conditions: Condition[]) => void): ConditionsState {
  const [conditions, setConditions] = useState<Condition[] | null>(null);
  const [failed, setFailed] = useState(false);
  const last = useRef<Condition[] | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  const reload = useCallback(async () => {
    if (!applicationUuid) return null;
    try {
      const next = await fetchConditions(applicationUuid);
      setFailed(false);
      if (conditionsChanged(last.current, next)) {
        const first = last.current === null;
        last.current = next;
        setConditions(next);
        if (!first) changed.current?.(next);
      }
      return next;
    } catch {
      setFailed(true);
      return null;
    }
  }, [applicationUuid]);

  useEffect(() => {
    void reload();
    const timer = window.setInterval(() => void reload(), conditionsData.pollMs);
    return () => window.clearInterval(timer);
  }, [reload]);

  return { conditions, failed, reload };
}
