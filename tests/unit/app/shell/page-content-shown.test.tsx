// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdsPageControl, PAGE_CONTENT_FALLBACK_MS, resetPageContentShown, usePageContentShown } from '../../../../src/shell/page-content-shown';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('holdsPageControl: the page in the main landmark shows something to act on', () => {
  const main = (html: string) => {
    const el = document.createElement('main');
    el.innerHTML = html;
    return el;
  };
  it.each([
    ['', false],
    ['<h1>Loading…</h1><span role="progressbar"></span>', false],
    ['<input type="hidden" name="csrf">', false],
    ['<aside><button>Application progress</button></aside>', false],
    ['<aside><button>Application progress</button></aside><div><input id="street"></div>', true],
    ['<select></select>', true],
    ['<textarea></textarea>', true],
    ['<button type="button">Go to dashboard</button>', true],
    ['<input type="range">', true],
    ['<h1>We are reviewing your application</h1><a href="/account/heloc/dashboard">Go to dashboard</a>', true],
    ['<a>no address</a>', false],
    ['<aside><a href="/help">Help</a></aside>', false],
  ])('%s → %s', (html, expected) => {
    expect(holdsPageControl(main(html))).toBe(expected);
  });
  it('no main landmark holds nothing', () => expect(holdsPageControl(null)).toBe(false));
});

/** A frame part that waits for the page, and a main landmark whose content the test sets. */
function Probe({ id }: { id: string }) {
  return usePageContentShown() ? <span data-testid={id}>shown</span> : null;
}

describe('usePageContentShown: the frame waits for the page, once per visit', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    resetPageContentShown();
    host = document.createElement('div');
    host.innerHTML = '<main id="main"></main><div id="frame"></div>';
    document.body.appendChild(host);
    root = createRoot(host.querySelector('#frame')!);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    vi.useRealTimers();
  });
  const shown = (id = 'part') => host.querySelector(`[data-testid="${id}"]`) !== null;
  const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

  it('is false while the page shows only a loader, and true once its first control appears', async () => {
    host.querySelector('#main')!.innerHTML = '<h1>Loading…</h1><span role="progressbar"></span>';
    act(() => root.render(<Probe id="part" />));
    await flush();
    expect(shown()).toBe(false);
    host.querySelector('#main')!.insertAdjacentHTML('beforeend', '<aside><button>Progress</button></aside>');
    await flush();
    expect(shown()).toBe(false);
    host.querySelector('#main')!.insertAdjacentHTML('beforeend', '<form><input id="balance"></form>');
    await flush();
    expect(shown()).toBe(true);
  });

  it('holds at once when the page is already there (the first step rendered ahead of time)', async () => {
    host.querySelector('#main')!.innerHTML = '<input id="root_propertyAddress_street1">';
    act(() => root.render(<Probe id="part" />));
    await flush();
    expect(shown()).toBe(true);
  });

  it(`holds after ${PAGE_CONTENT_FALLBACK_MS} ms on a page with nothing to act on`, async () => {
    vi.useFakeTimers();
    host.querySelector('#main')!.innerHTML = '<h1>Thank you</h1><p>We will be in touch.</p>';
    act(() => root.render(<Probe id="part" />));
    act(() => vi.advanceTimersByTime(PAGE_CONTENT_FALLBACK_MS - 10));
    expect(shown()).toBe(false);
    act(() => vi.advanceTimersByTime(20));
    expect(shown()).toBe(true);
  });

  it('stays true for the rest of the visit: a later page does not hide the frame again', async () => {
    host.querySelector('#main')!.innerHTML = '<button>Continue</button>';
    act(() => root.render(<Probe id="part" />));
    await flush();
    host.querySelector('#main')!.innerHTML = '<span role="progressbar"></span>';
    act(() => root.render(<><Probe id="part" /><Probe id="later" /></>));
    await flush();
    expect(shown('part')).toBe(true);
    expect(shown('later')).toBe(true);
  });
});
