import entrySteps from 'virtual:flow-entry-steps';
import { uiComponentNames, type StepDefinition } from '../core';
import { loadCompositeForm } from './step-form/composite-form';
import { needsCompositeFields } from './step-form/needs-composite-fields';
import { preloadStepWidgets } from './widgets/registry';

const stepFiles = import.meta.glob<{ default: StepDefinition }>('../../flows/**/*.step.json');
const validatorFiles = import.meta.glob<{ default: Record<string, unknown> }>('../generated/steps/*.js');

const resolved = new Map<string, LoadedStep>();
const listeners = new Set<() => void>();

/**
 * Calls `listener` each time a step finishes loading (peekStep then has it); returns how to stop. For React's
 * useSyncExternalStore: a component that reads peekStep while it renders re-renders when the step arrives, and never
 * sees it change between two renders unannounced (which would let React keep a render's output but skip its effects).
 */
export function subscribeSteps(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A step that is available synchronously: a flow's entry step (bundled in the entry chunk) or one already loaded
 * (e.g. prefetched while the borrower filled the step before). Null when it still has to be fetched.
 */
export function peekStep(flowFolder: string, file: string): LoadedStep | null {
  return entrySteps[`${flowFolder}/${file}`] ?? resolved.get(`../../flows/${flowFolder}/${file}`) ?? null;
}

/** A step's definition with its precompiled validators. */
export interface LoadedStep {
  step: StepDefinition;
  generated: Record<string, unknown>;
}

const cache = new Map<string, Promise<LoadedStep>>();

/**
 * Loads one step of a flow on demand (each step is its own chunk), by the path the flow file gives relative to the
 * flow's folder. Cached; throws E_STEP_NOT_FOUND when the build holds no such file.
 */
export function loadStep(flowFolder: string, file: string, id: string): Promise<LoadedStep> {
  const key = `../../flows/${flowFolder}/${file}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const eager = entrySteps[`${flowFolder}/${file}`];
  if (eager) {
    const ready = preloadStepWidgets(uiComponentNames(eager.step.uiSchema), eager.step.schema).then(() => eager);
    cache.set(key, ready);
    return ready;
  }
  const stepLoader = stepFiles[key];
  const validatorLoader = validatorFiles[`../generated/steps/${id}.js`];
  if (!stepLoader || !validatorLoader) return Promise.reject(new Error(`E_STEP_NOT_FOUND: ${key}`));
  // The step's on-demand widgets, and RJSF's full registry for arrays or oneOf/anyOf, load with it: it renders at once.
  const loaded = Promise.all([stepLoader(), validatorLoader()]).then(async ([s, v]) => {
    await Promise.all([
      needsCompositeFields(s.default.schema) ? loadCompositeForm() : null,
      preloadStepWidgets(uiComponentNames(s.default.uiSchema), s.default.schema),
    ]);
    const value = { step: s.default, generated: v.default };
    resolved.set(key, value);
    for (const listener of [...listeners]) listener();
    return value;
  });
  cache.set(key, loaded);
  loaded.catch(() => cache.delete(key));
  return loaded;
}

/**
 * A step definition read at run time (the preview studio's, from the server) with the build's precompiled validator of
 * the same id and the widgets and RJSF fields the definition names. Null when the build has no validator for that id
 * (a step added since the build: `npm run build:validators` and a rebuild give it one).
 */
export async function loadStepDefinition(step: StepDefinition): Promise<LoadedStep | null> {
  const validatorLoader = validatorFiles[`../generated/steps/${step.id}.js`];
  if (!validatorLoader) return null;
  const [validator] = await Promise.all([
    validatorLoader(),
    needsCompositeFields(step.schema) ? loadCompositeForm() : null,
    preloadStepWidgets(uiComponentNames(step.uiSchema), step.schema),
  ]);
  return { step, generated: validator.default };
}
