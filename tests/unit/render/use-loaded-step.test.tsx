// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadStep = vi.fn();
vi.mock('../../../engine/render/load-step', () => ({ loadStep: (...args: unknown[]) => loadStep(...args), peekStep: () => null }));
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
    loadStep.mockReset().mockResolvedValue(STEP);
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

  it('does not load a step ahead that is no longer wanted before the browser is idle', async () => {
    await act(async () => root.render(<Host ahead />));
    act(() => root.unmount());
    expect(window.cancelIdleCallback).toHaveBeenCalled();
    root = createRoot(document.createElement('div'));
  });
});
