import type { StepThemeForm } from './step-theme';

type StepFormComponent = typeof StepThemeForm;

let loaded: StepFormComponent | null = null;
let pending: Promise<StepFormComponent> | null = null;

/** Loads the step form with RJSF's full registry (composite-theme.ts) once; later calls share the same promise. */
export function loadCompositeForm(): Promise<StepFormComponent> {
  pending ??= import('./composite-theme').then((m) => (loaded = m.default));
  pending.catch(() => (pending = null));
  return pending;
}

/** The full-registry step form when it has already been loaded, else null. */
export function peekCompositeForm(): StepFormComponent | null {
  return loaded;
}
