import { useEffect, useState } from 'react';
import { loadStep, type LoadedStep } from '../../../engine/render/load-step';

/**
 * Loads one stand-alone form step (flows/<folder>/steps/<id>.step.json, its own chunk: the shell's feedback and leave
 * survey, identity's change-password) with its validator and the widgets it names, so the form renders complete at
 * once; `error` is set when it cannot be loaded.
 */
export function usePlatformStep(folder: string, id: string): { loaded: LoadedStep | null; error: Error | null } {
  const [state, setState] = useState<{ loaded: LoadedStep | null; error: Error | null }>({ loaded: null, error: null });
  useEffect(() => {
    let live = true;
    loadStep(folder, `steps/${id}.step.json`, id)
      .then((loaded) => live && setState({ loaded, error: null }))
      .catch((error: Error) => live && setState({ loaded: null, error }));
    return () => {
      live = false;
    };
  }, [folder, id]);
  return { loaded: state.loaded?.step.id === id ? state.loaded : null, error: state.error };
}
