import { useEffect, useState } from 'react';
import type { FlowStepRef } from '../../engine/core';
import { loadStep, peekStep, type LoadedStep } from '../../engine/render/load-step';
import { REGISTRATION_FOLDER } from './registration-flow';

/**
 * The flow's next step once its chunk is loaded (null until then, or when it cannot be), so the page can render it
 * ahead. Loads again when the next step changes (answers can skip steps).
 */
export function useLoadedNextStep(next: FlowStepRef | null): LoadedStep | null {
  const [loaded, setLoaded] = useState<LoadedStep | null>(null);
  useEffect(() => {
    if (!next || peekStep(REGISTRATION_FOLDER, next.file)) return undefined;
    let live = true;
    loadStep(REGISTRATION_FOLDER, next.file, next.id)
      .then((step) => live && setLoaded(step))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [next]);
  if (!next) return null;
  const ready = peekStep(REGISTRATION_FOLDER, next.file) ?? loaded;
  return ready && ready.step.id === next.id ? ready : null;
}
