// @vitest-environment jsdom
import { act, Suspense, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from '../../../../src/shell/fallback/lazy-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A page loaded on demand: rendered before its module has loaded it shows the Suspense fallback; loaded ahead
// (`preload`) it renders at once, with no fallback in between (React 19 would hold the page back for up to 300 ms
// after a fallback appeared).

/** A page module that answers when `answer()` is called, counting its loads. */
function deferredModule(text: string) {
  let answer!: () => void;
  const ready = new Promise<void>((resolve) => { answer = resolve; });
  const loads = { count: 0 };
  const load = async () => {
    loads.count += 1;
    await ready;
    return { default: ({ who }: { who: string }) => <p>{text} {who}</p> };
  };
  return { load, answer, loads };
}

let root: Root | null = null;
let container: HTMLElement;
/** How many times the fallback was committed. */
let fallbacks = 0;
function Loading() {
  useLayoutEffect(() => { fallbacks += 1; }, []);
  return <p>loading</p>;
}
/** Renders `node` in a Suspense boundary whose fallback says "loading" and counts its commits. */
async function render(node: React.ReactNode): Promise<void> {
  fallbacks = 0;
  container = document.createElement('div');
  root = createRoot(container);
  await act(async () => root!.render(<Suspense fallback={<Loading />}>{node}</Suspense>));
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('lazyPage', () => {
  it('shows the fallback until its module loads, then the page with its props', async () => {
    const module = deferredModule('page for');
    const Page = lazyPage(module.load);
    await render(<Page who="Alex" />);
    expect(container.textContent).toBe('loading');
    await act(async () => module.answer());
    expect(container.textContent).toBe('page for Alex');
    expect(fallbacks).toBe(1);
  });

  it('preloaded, renders at once: the first commit is the page, never the fallback', async () => {
    const module = deferredModule('page for');
    const Page = lazyPage(module.load);
    Page.preload();
    module.answer();
    await act(async () => { await Promise.resolve(); });
    await render(<Page who="Sam" />);
    expect(container.textContent).toBe('page for Sam');
    expect(fallbacks).toBe(0);
  });

  it('a preload after the page mounted does not remount it', async () => {
    const module = deferredModule('page for');
    const Page = lazyPage(module.load);
    await render(<Page who="Ana" />);
    await act(async () => module.answer());
    const shown = container.querySelector('p');
    Page.preload();
    await act(async () => root!.render(<Suspense fallback={<Loading />}><Page who="Ana" /></Suspense>));
    expect(container.querySelector('p')).toBe(shown);
  });

  it('a failed preload changes nothing: the page loads again when rendered', async () => {
    let fail = true;
    const Page = lazyPage(async () => {
      if (fail) throw new Error('offline');
      return { default: () => <p>page</p> };
    });
    Page.preload();
    await act(async () => { await Promise.resolve(); });
    fail = false;
    await render(<Page />);
    await act(async () => { await Promise.resolve(); });
    expect(container.textContent).toBe('page');
  });
});
