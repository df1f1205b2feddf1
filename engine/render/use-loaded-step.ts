import { useEffect, useState } from 'react';
import { loadStep, peekStep, type LoadedStep } from './load-step';

/** Which step to load: the flows/ folder, the file relative to it, and the step's id. */
export interface StepAddress {
  folder: string;
  file: string;
  id: string;
}

/** The file of a stand-alone form step (flows/<folder>/steps/<id>.step.json), relative to its folder. Pure. */
export const standaloneStepFile = (id: string) => `steps/${id}.step.json`;

/**
 * The one hook every step host loads its step with: a step already available (a flow's entry step, or one loaded
 * before) at once, any other from its own chunk with its validator and the widgets it names; null while it loads or
 * when `address` is null. `error` is set when the chunk cannot be loaded.
 */
export function useLoadedStep(address: StepAddress | null): { loaded: LoadedStep | null; error: Error | null } {
  const folder = address?.folder ?? '';
  const file = address?.file ?? '';
  const id = address?.id ?? '';
  const [state, setState] = useState<{ loaded: LoadedStep | null; error: Error | null }>({ loaded: null, error: null });
  useEffect(() => {
    if (!id || peekStep(folder, file)) return undefined;
    let live = true;
    loadStep(folder, file, id)
      .then((loaded) => live && setState({ loaded, error: null }))
      .catch((error: Error) => live && setState({ loaded: null, error }));
    return () => {
      live = false;
    };
  }, [folder, file, id]);
  if (!id) return { loaded: null, error: null };
  const ready = peekStep(folder, file) ?? (state.loaded?.step.id === id ? state.loaded : null);
  return { loaded: ready, error: ready ? null : state.error };
}
