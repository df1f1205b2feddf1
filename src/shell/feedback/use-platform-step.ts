import { useEffect, useState } from 'react';
import { loadStep, type LoadedStep } from '../../../engine/render/load-step';
import { preloadApplicationWidgets } from '../../../engine/render/widgets/application-widgets';

/** The folder of flows/ the shell's own forms (feedback, leave survey) live in. */
export const PLATFORM_FOLDER = 'platform';

/**
 * Loads one of the shell's form steps (flows/platform/steps/<id>.step.json, its own chunk) with its validator and the
 * widgets it needs, so the form renders complete at once; `error` is set when it cannot be loaded.
 */
export function usePlatformStep(id: string): { loaded: LoadedStep | null; error: Error | null } {
  const [state, setState] = useState<{ loaded: LoadedStep | null; error: Error | null }>({ loaded: null, error: null });
  useEffect(() => {
    let live = true;
    Promise.all([loadStep(PLATFORM_FOLDER, `steps/${id}.step.json`, id), preloadApplicationWidgets()])
      .then(([loaded]) => live && setState({ loaded, error: null }))
      .catch((error: Error) => live && setState({ loaded: null, error }));
    return () => {
      live = false;
    };
  }, [id]);
  return { loaded: state.loaded?.step.id === id ? state.loaded : null, error: state.error };
}
