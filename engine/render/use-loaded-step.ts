import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { loadStep, peekStep, subscribeSteps, type LoadedStep } from './load-step';

/** Which step to load: the flows/ folder, the file relative to it, and the step's id. */
export interface StepAddress {
  folder: string;
  file: string;
  id: string;
}

/** The file of a stand-alone form step (flows/<folder>/steps/<id>.step.json), relative to its folder. Pure. */
export const standaloneStepFile = (id: string) => `steps/${id}.step.json`;

/** The longest a step loaded ahead waits for the browser to be idle. */
const AHEAD_TIMEOUT_MS = 1000;

/** How a step host wants a step loaded: `ahead` for a step not shown yet (the next one, rendered ahead). */
export interface LoadOptions {
  ahead?: boolean;
}

/**
 * Runs `start` once the browser is idle (at most `timeoutMs` later; a timer where there is no idle callback) and
 * returns how to cancel it: work for later stays out of the task that shows the current step and its frame.
 */
function whenIdle(start: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(start, 50);
  return () => window.clearTimeout(timer);
}

/**
 * The one hook every step host loads its step with: a step already available (a flow's entry step, or one loaded
 * before) at once, any other from its own chunk with its validator and the widgets it names; null while it loads or
 * when `address` is null. `error` is set when the chunk cannot be loaded. A step loaded `ahead` starts loading when
 * the browser is first idle, after the step shown has painted (its chunk, validator and widgets are fetched and
 * evaluated then, not in the task of the step change).
 */
export function useLoadedStep(address: StepAddress | null, { ahead = false }: LoadOptions = {}): { loaded: LoadedStep | null; error: Error | null } {
  const folder = address?.folder ?? '';
  const file = address?.file ?? '';
  const id = address?.id ?? '';
  const [error, setError] = useState<{ id: string; error: Error } | null>(null);
  // The step cache is read through React's external-store hook: the step arriving re-renders, as a state change would.
  const peek = useCallback(() => (id ? peekStep(folder, file) : null), [folder, file, id]);
  const ready = useSyncExternalStore(subscribeSteps, peek, peek);
  useEffect(() => {
    if (!id || peekStep(folder, file)) return undefined;
    let live = true;
    const start = () => {
      loadStep(folder, file, id).catch((failure: Error) => live && setError({ id, error: failure }));
    };
    const cancel = ahead ? whenIdle(start, AHEAD_TIMEOUT_MS) : null;
    if (!ahead) start();
    return () => {
      live = false;
      cancel?.();
    };
  }, [folder, file, id, ahead]);
  if (!ready) return { loaded: null, error: error?.id === id ? error.error : null };
  return { loaded: ready, error: null };
}
