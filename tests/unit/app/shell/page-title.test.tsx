// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageTitle } from '../../../../src/shell/use-page-title';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('../../../../src/org/environment', () => {
  const copy = (key: string, values?: { page?: string }) => (key === 'page.title' ? `Lender | ${values?.page}` : key);
  return { useEnvironment: () => ({ copy }) };
});

function Titled({ page }: { page: string }) {
  usePageTitle(page);
  return null;
}

// The title waits for an idle moment after the page is shown (not a timer, which would run right after the step's
// frame, before the page answers the next input), and a page left before then does not title the document.
let root: Root;
let idle: Map<number, IdleRequestCallback>;
beforeEach(() => {
  document.title = 'before';
  idle = new Map();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', vi.fn((callback: IdleRequestCallback) => {
    idle.set(next, callback);
    return next++;
  }));
  vi.stubGlobal('cancelIdleCallback', vi.fn((id: number) => idle.delete(id)));
  root = createRoot(document.createElement('div'));
});
afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
});

const runIdle = () => {
  const callbacks = [...idle.values()];
  idle.clear();
  for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
};

describe('usePageTitle', () => {
  it('titles the document when the browser is idle, not before, even after the timers have run', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => root.render(<Titled page="Home address" />));
      vi.runAllTimers();
      expect(document.title).toBe('before');
      expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
      runIdle();
      expect(document.title).toBe('Lender | Home address');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a page left before the idle moment leaves the title to the next page', () => {
    act(() => root.render(<Titled page="Property address" />));
    act(() => root.render(<Titled page="Home address" />));
    runIdle();
    expect(document.title).toBe('Lender | Home address');
    expect(cancelIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('without idle callbacks the title is set from a timer', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => root.render(<Titled page="Annual income" />));
      expect(document.title).toBe('before');
      vi.runAllTimers();
      expect(document.title).toBe('Lender | Annual income');
    } finally {
      vi.useRealTimers();
    }
  });
});
