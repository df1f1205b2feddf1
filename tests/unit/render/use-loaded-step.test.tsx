// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadStep = vi.fn();
// The step cache as load-step keeps it: what has loaded, and who is told when a step arrives.
let cached: unknown = null;
const listeners = new Set<() => void>();
function arrive(step: unknown) {
  cached = step;
  listeners.forEach((listener) => listener());
}
vi.mock('../../../engine/render/load-step', () => ({
  loadStep: (...args: unknown[]) => loadStep(...args),
  peekStep: () => cached,
  subscribeSteps: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));
const { useLoadedStep } = await import('../../../engine/render/use-loaded-step');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const STEP = { step: { id: 'annual-income' }, generated: {} };
let shown: string[] = [];
function Host({ ahead }: { ahead: boolean }) {
  const { loaded } = useLoadedStep({ folder: 'registration', file: 'annual-income.step.json', id: 'annual-income' }, { ahead });
  shown.push(loaded ? loaded.step.id : 'none');
  return null;
}

describe('useLoadedStep', () => {
  let root: Root;
  let idle: (() => void)[];
  beforeEach(() => {
    shown = [];
    idle = [];
    cached = null;
    loadStep.mockReset().mockImplementation(async () => {
      arrive(STEP);
      return STEP;
    });
    window.requestIdleCallback = vi.fn((fn: IdleRequestCallback) => idle.push(() => fn({} as IdleDeadline)));
    window.cancelIdleCallback = vi.fn();
    root = createRoot(document.createElement('div'));
  });
  afterEach(() => act(() => root.unmount()));

  it('loads the step shown at once', async () => {
    await act(async () => root.render(<Host ahead={false} />));
    expect(loadStep).toHaveBeenCalledTimes(1);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    expect(shown.at(-1)).toBe('annual-income');
  });

  it('loads a step ahead only once the browser is idle, then shows it', async () => {
    await act(async () => root.render(<Host ahead />));
    expect(loadStep).not.toHaveBeenCalled();
    expect(shown.at(-1)).toBe('none');
    await act(async () => idle.splice(0).forEach((run) => run()));
    expect(loadStep).toHaveBeenCalledWith('registration', 'annual-income.step.json', 'annual-income');
    expect(shown.at(-1)).toBe('annual-income');
  });

  it('shows a step that another caller loaded after the host rendered, and runs the effects that depend on it', async () => {
    const titles: string[] = [];
    function Titled() {
      const { loaded } = useLoadedStep({ folder: 'registration', file: 'annual-income.step.json', id: 'annual-income' }, { ahead: true });
      const title = loaded ? loaded.step.id : 'loading';
      useEffect(() => void titles.push(title), [title]);
      return null;
    }
    await act(async () => root.render(<Titled />));
    expect(titles).toEqual(['loading']);
    // Loaded ahead elsewhere (a page preloading its step): no call of this host's, yet it re-renders with the step.
    await act(async () => arrive(STEP));
    expect(titles).toEqual(['loading', 'annual-income']);
  });

  it('reports a step that cannot be loaded', async () => {
    loadStep.mockReset().mockRejectedValue(new Error('E_STEP_NOT_FOUND'));
    let failure: Error | null = null;
    function Failing() {
      failure = useLoadedStep({ folder: 'registration', file: 'annual-income.step.json', id: 'annual-income' }).error;
      return null;
    }
    await act(async () => root.render(<Failing />));
    expect(failure).toEqual(new Error('E_STEP_NOT_FOUND'));
  });

  it('does not load a step ahead that is no longer wanted before the browser is idle', async () => {
    await act(async () => root.render(<Host ahead />));
    act(() => root.unmount());
    expect(window.cancelIdleCallback).toHaveBeenCalled();
    root = createRoot(document.createElement('div'));
  });
});
