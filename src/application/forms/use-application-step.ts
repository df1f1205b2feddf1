import { useEffect, useState } from 'react';
import { loadStep, type LoadedStep } from '../../../engine/render/load-step';

/** The folder of flows/ the application's form steps live in. */
export const APPLICATION_FOLDER = 'application';

/** The file of an application form step, relative to its folder. Pure. */
export const applicationStepFile = (id: string) => `steps/${id}.step.json`;

/**
 * Loads an application form step (its own chunk) with its validator and the widgets it names (engine/render/load-step.ts), so
 * the form renders complete at once; `error` is set when it cannot be loaded.
 */
export function useApplicationStep(id: string): { loaded: LoadedStep | null; error: Error | null } {
  const file = applicationStepFile(id);
  const [state, setState] = useState<{ loaded: LoadedStep | null; error: Error | null }>({ loaded: null, error: null });
  useEffect(() => {
    let live = true;
    loadStep(APPLICATION_FOLDER, file, id)
      .then((loaded) => live && setState({ loaded, error: null }))
      .catch((error: Error) => live && setState({ loaded: null, error }));
    return () => {
      live = false;
    };
  }, [file, id]);
  const ready = state.loaded?.step.id === id ? state.loaded : null;
  return { loaded: ready, error: state.error };
}
