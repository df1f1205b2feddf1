import { useEffect, useState } from 'react';
import type { FlowStepRef } from '../../engine/core';
import { peekStep, loadStep, type LoadedStep } from '../../engine/render/load-step';
import { REGISTRATION_FOLDER } from './registration-flow';

/** Loads the current step's chunk; `error` is set when the chunk cannot be loaded. */
export function useStepLoader(step: FlowStepRef | null): { loaded: LoadedStep | null; error: Error | null } {
  const [state, setState] = useState<{ loaded: LoadedStep | null; error: Error | null }>({ loaded: null, error: null });
  useEffect(() => {
    if (!step || peekStep(REGISTRATION_FOLDER, step.file)) return;
    let live = true;
    loadStep(REGISTRATION_FOLDER, step.file, step.id)
      .then((loaded) => live && setState({ loaded, error: null }))
      .catch((error: Error) => live && setState({ loaded: null, error }));
    return () => {
      live = false;
    };
  }, [step]);
  const ready = step ? peekStep(REGISTRATION_FOLDER, step.file) : null;
  const current = ready ?? (state.loaded && step && state.loaded.step.id === step.id ? state.loaded : null);
  return { loaded: current, error: state.error };
}
