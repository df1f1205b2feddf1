// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT_SCRIPT, MORPH_SCRIPT } from '../../../server/spa/early-input-script';
import { dropEarlyInput, forgetPressAnswered, freezeEarlyMarkup, inertUntilReplaced, isFreshVisit, renderedAt, takeOverEarlyInput } from '../../../src/app/early-input';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const VISITS: [Record<string, string>, boolean][] = [
  [{}, true],
  [{ 'heloc.registration.answers': '{}', 'heloc.application': 'null' }, true],
  [{ 'heloc.registration.answers': '{"isListedForSale":false}' }, false],
  [{ 'heloc.registration.confirmations': '{"lowIncome":true}' }, false],
  [{ 'heloc.application': '{"uuid":"u","loanNumber":"1"}' }, false],
  [{ 'heloc.registration.confirmEmail': '"submit"' }, false],
  [{ 'other.key': 'x' }, true],
];

describe('a fresh visit: the markup rendered ahead of time is what the browser renders first', () => {
  const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
  it.each(VISITS)('%j → %s', (entries, fresh) => {
    expect(isFreshVisit(storage(entries))).toBe(fresh);
  });
});

describe("a returning visit: the early markup is inert until the app's first render replaces it", () => {
  const ROOT = '<div id="root" data-rendered-at="/r"><form><button type="button">Not listed</button></form></div>';
  afterEach(() => {
    document.body.innerHTML = '';
    sessionStorage.clear();
  });

  it.each(VISITS)("the page's early script, with %j in the session: fresh %s, so inert when not", (entries, fresh) => {
    Object.entries(entries).forEach(([key, value]) => sessionStorage.setItem(key, value));
    document.body.innerHTML = ROOT;
    new Function(EARLY_INPUT_SCRIPT)();
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(!fresh);
  });

  it('marks the root once it is parsed, when the script runs before it (in the head)', async () => {
    sessionStorage.setItem('heloc.registration.answers', '{"isListedForSale":false}');
    new Function(EARLY_INPUT_SCRIPT)();
    document.body.innerHTML = ROOT;
    await Promise.resolve();
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(true);
  });

  it('lifts it once the markup it had is replaced (React\'s first commit clears the container)', async () => {
    document.body.innerHTML = ROOT;
    const root = document.getElementById('root')!;
    inertUntilReplaced(root);
    expect(root.hasAttribute('inert')).toBe(true);
    root.querySelector('form')!.append(document.createElement('p'));
    await Promise.resolve();
    expect(root.hasAttribute('inert')).toBe(true);
    root.replaceChildren(document.createElement('main'));
    await Promise.resolve();
    expect(root.hasAttribute('inert')).toBe(false);
  });

  it('lifts it after a while at the latest, should the markup never be replaced', () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = ROOT;
      const root = document.getElementById('root')!;
      inertUntilReplaced(root);
      vi.advanceTimersByTime(9_000);
      expect(root.hasAttribute('inert')).toBe(true);
      vi.advanceTimersByTime(1_000);
      expect(root.hasAttribute('inert')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves an empty root (a page not rendered ahead of time) alone', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    inertUntilReplaced(root);
    expect(root.hasAttribute('inert')).toBe(false);
  });
});

type Seen = { street: string; occupancy: string; consent: boolean; manual: boolean };

/** A small controlled form, like a step: what React holds is reported on every change and on submit. */
function Step({ onState, onSubmit }: { onState: (s: Seen) => void; onSubmit: (s: Seen) => void }) {
  const [state, setState] = useState<Seen>({ street: '', occupancy: 'INIT', consent: false, manual: false });
  const change = (patch: Partial<Seen>) => setState((s) => {
    const next = { ...s, ...patch };
    onState(next);
    return next;
  });
  return (
    <form onSubmit={(e) => { e.preventDefault(); onSubmit(state); }}>
      <input id="street" value={state.street} onChange={(e) => change({ street: e.target.value })} />
      <select id="occupancy" value={state.occupancy} onChange={(e) => change({ occupancy: e.target.value })}>
        <option value="INIT">Choose</option>
        <option value="HOME">Primary home</option>
      </select>
      <input id="consent" type="checkbox" checked={state.consent} onChange={(e) => change({ consent: e.target.checked })} />
      <button type="button" onClick={() => change({ manual: true })}>Address not listed</button>
      <button type="submit">Continue</button>
    </form>
  );
}

function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('data-rendered-at', '/account/heloc/register-v2');
  container.innerHTML = renderToString(<Step onState={() => undefined} onSubmit={() => undefined} />);
  document.body.append(container);
  return container;
}

describe('taking over what the borrower did before the app ran', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('gives typed text, a chosen option and a ticked box to the form, then presses the held buttons', async () => {
    vi.useFakeTimers();
    const container = serverRendered();
    expect(renderedAt(container)).toBe('/account/heloc/register-v2');
    // The borrower, before the app's code has run:
    (container.querySelector('#street') as HTMLInputElement).value = '1600 Penn';
    (container.querySelector('#occupancy') as HTMLSelectElement).value = 'HOME';
    (container.querySelector('#consent') as HTMLInputElement).checked = true;
    container.setAttribute('data-pending-click', '0');
    container.setAttribute('data-pending-submit', '');
    const onState = vi.fn();
    const onSubmit = vi.fn();
    await act(async () => { hydrateRoot(container, <Step onState={onState} onSubmit={onSubmit} />); });
    expect(onState).not.toHaveBeenCalled();
    await act(async () => takeOverEarlyInput(container));
    // The held presses, each in its own turn of the event loop (React renders in between).
    await act(async () => { vi.advanceTimersToNextTimer(); });
    await act(async () => { vi.advanceTimersToNextTimer(); });
    expect(onSubmit).toHaveBeenCalledWith({ street: '1600 Penn', occupancy: 'HOME', consent: true, manual: true });
    expect((container.querySelector('#street') as HTMLInputElement).value).toBe('1600 Penn');
    expect(renderedAt(container)).toBeUndefined();
    expect(container.hasAttribute('data-pending-submit')).toBe(false);
  });

  it('changes nothing the borrower left alone and presses nothing that was not pressed', async () => {
    vi.useFakeTimers();
    const container = serverRendered();
    const onState = vi.fn();
    const onSubmit = vi.fn();
    await act(async () => { hydrateRoot(container, <Step onState={onState} onSubmit={onSubmit} />); });
    await act(async () => takeOverEarlyInput(container));
    await act(async () => { vi.runAllTimers(); });
    expect(onState).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not press again what React answered itself during hydration, and still presses an earlier press', async () => {
    vi.useFakeTimers();
    const container = serverRendered();
    // Pressed before React listened (held only), then Continue pressed while hydrating, which React answered.
    container.setAttribute('data-pending-click', '0');
    container.setAttribute('data-pending-click-at', '12.5');
    container.setAttribute('data-pending-submit', '');
    container.setAttribute('data-pending-submit-at', '40.25');
    const onState = vi.fn();
    const onSubmit = vi.fn();
    await act(async () => { hydrateRoot(container, <Step onState={onState} onSubmit={onSubmit} />); });
    // The take-over runs inside the press's own dispatch (React hydrated on the press): it reads the marks later.
    await act(async () => takeOverEarlyInput(container));
    // Another click React answered is not the held one.
    forgetPressAnswered(container, { type: 'click', timeStamp: 99 } as Event);
    forgetPressAnswered(container, { type: 'submit', timeStamp: 40.25 } as Event);
    expect(container.hasAttribute('data-pending-submit')).toBe(false);
    expect(container.getAttribute('data-pending-click')).toBe('0');
    await act(async () => { vi.runAllTimers(); });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onState).toHaveBeenCalledWith(expect.objectContaining({ manual: true }));
    expect(container.getAttributeNames()).toEqual(['id']);
  });

  it('drops the marks when the app renders over the markup instead', () => {
    const container = serverRendered();
    container.setAttribute('data-pending-submit', '');
    container.setAttribute('data-pending-click', 'x');
    expect(dropEarlyInput(container)).toEqual({ submit: true, button: null });
    expect(container.getAttributeNames()).toEqual(['id']);
  });
});

describe("the page's early script: Continue pressed before the app runs", () => {
  const ROOT = '<div id="root" data-rendered-at="/r"><form><input id="street" value=""/><select id="occupancy"><option value="">Choose</option><option value="HOME">Home</option></select><button type="submit">Continue</button></form></div>';
  const TEMPLATE = '<template id="early-errors" data-step="property-address"><form><input id="street" value="" aria-invalid="true"/><p class="Mui-error">Street is required</p></form></template>';
  const load = (html: string) => {
    document.body.innerHTML = html;
    // The script as the server sends it, run once in this document (its listeners are on the document).
    new Function(EARLY_INPUT_SCRIPT)();
    return document.getElementById('root') as HTMLElement;
  };
  const pressContinue = (root: HTMLElement) => root.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  afterEach(() => { document.body.innerHTML = ''; });

  it('on the untouched step shows the errored markup, focuses the first invalid input, and the app is told which step', () => {
    const root = load(ROOT + TEMPLATE);
    expect(pressContinue(root)).toBe(false);
    expect(root.textContent).toContain('Street is required');
    expect(document.activeElement?.id).toBe('street');
    expect(root.hasAttribute('data-pending-submit')).toBe(true);
    expect(freezeEarlyMarkup(root)).toBe('property-address');
    expect(document.getElementById('early-errors')).toBeNull();
  });

  it('while the errored markup is still being parsed, holds Continue and shows the errors once it is whole', async () => {
    const parsing = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    // The parser is inside the template: its content so far is the step's start, and nothing follows it yet.
    const root = load(ROOT + TEMPLATE.replace(/<input id="street"[^]*<\/form>/, ''));
    expect(pressContinue(root)).toBe(false);
    expect(root.querySelector('#street')).not.toBeNull();
    expect(root.querySelector('button')?.textContent).toBe('Continue');
    expect(root.hasAttribute('data-errors-shown')).toBe(false);
    expect(root.hasAttribute('data-pending-submit')).toBe(true);
    // The parser closes the template and puts the page data after it; the rest of the page is still being parsed.
    const template = document.getElementById('early-errors') as HTMLTemplateElement;
    template.innerHTML = TEMPLATE.replace(/^<template[^>]*>|<\/template>$/g, '');
    template.after(document.createElement('script'));
    await Promise.resolve();
    expect(root.textContent).toContain('Street is required');
    expect(document.activeElement?.id).toBe('street');
    expect(freezeEarlyMarkup(root)).toBe('property-address');
    parsing.mockRestore();
  });

  it('with nothing after the errored markup, shows the errors once the page is parsed', () => {
    const parsing = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const root = load(ROOT + TEMPLATE);
    pressContinue(root);
    expect(root.textContent).not.toContain('Street is required');
    parsing.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(root.textContent).toContain('Street is required');
    parsing.mockRestore();
  });

  it('shows the errors at once when the errored markup is whole though the rest of the page is still being parsed', () => {
    const parsing = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const root = load(`${ROOT}${TEMPLATE}<script id="org-data" type="application/json">{}</script>`);
    pressContinue(root);
    expect(root.textContent).toContain('Street is required');
    expect(freezeEarlyMarkup(root)).toBe('property-address');
    parsing.mockRestore();
  });

  it('after a choice only holds Continue (the app checks what was chosen)', () => {
    const root = load(ROOT + TEMPLATE);
    (root.querySelector('#occupancy') as HTMLSelectElement).value = 'HOME';
    expect(pressContinue(root)).toBe(false);
    expect(root.textContent).not.toContain('Street is required');
    expect(root.hasAttribute('data-pending-submit')).toBe(true);
    expect(freezeEarlyMarkup(root)).toBeNull();
  });

  it('stamps each held press with its time, so the app can tell the one React answered', () => {
    const root = load(ROOT.replace('<button type="submit">', '<button type="button">Not listed</button><button type="submit">'));
    const click = new MouseEvent('click', { bubbles: true });
    root.querySelector('button')?.dispatchEvent(click);
    expect(root.getAttribute('data-pending-click')).toBe('0');
    expect(root.getAttribute('data-pending-click-at')).toBe(String(click.timeStamp));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')?.dispatchEvent(submit);
    expect(root.getAttribute('data-pending-submit-at')).toBe(String(submit.timeStamp));
    forgetPressAnswered(root, submit);
    expect(root.hasAttribute('data-pending-submit')).toBe(false);
    expect(root.hasAttribute('data-pending-click')).toBe(true);
  });

  it('once the app is hydrating, only holds Continue: the markup React hydrates is not swapped', () => {
    const root = load(ROOT + TEMPLATE);
    expect(freezeEarlyMarkup(root)).toBeNull();
    pressContinue(root);
    expect(root.textContent).not.toContain('Street is required');
    expect(root.hasAttribute('data-pending-submit')).toBe(true);
  });
});

describe("the early script's patch: the live markup made into the errored markup, changing only what differs", () => {
  const kids = new Function(`${MORPH_SCRIPT}return kids;`)() as (a: Node, b: Node) => void;
  const patch = (live: string, target: string) => {
    document.body.innerHTML = `<div id="live">${live}</div><template id="target">${target}</template>`;
    const root = document.getElementById('live') as HTMLElement;
    const before = [...root.querySelectorAll('*')];
    kids(root, (document.getElementById('target') as HTMLTemplateElement).content);
    return { root, kept: before.filter((el) => root.contains(el)).map((el) => el.id || el.tagName.toLowerCase()) };
  };
  afterEach(() => { document.body.innerHTML = ''; });

  it.each([
    ['a helper text added after an input, classes changed',
      '<header id="h">Logo</header><div id="f" class="ok"><label id="l">Street</label><input id="i" value=""></div><footer id="ft">Hours</footer>',
      '<header id="h">Logo</header><div id="f" class="err"><label id="l" class="err">Street</label><input id="i" value="" aria-invalid="true"><p>Street is required</p></div><footer id="ft">Hours</footer>',
      ['h', 'f', 'l', 'i', 'ft']],
    ['a node inserted before the others (an alert above the fields)',
      '<form id="form"><div id="a">A</div><div id="b">B</div></form>',
      '<form id="form"><p role="alert">Check the fields</p><div id="a">A</div><div id="b">B</div></form>',
      ['form', 'a', 'b']],
    ['an attribute removed, a text changed, an extra node removed',
      '<div id="x" aria-describedby="old" class="c">Old words<!-- --><span id="s">1</span><i id="gone"></i></div>',
      '<div id="x" class="c">New words<!-- --><span id="s">1</span></div>',
      ['x', 's']],
    ['a node of another name replaced',
      '<div id="x"><span id="s">1</span></div>',
      '<div id="x"><p id="s">1</p></div>',
      ['x']],
  ])('%s: the markup is the target, node for node, and unchanged nodes are kept', (_what, live, target, kept) => {
    const result = patch(live, target);
    const expected = document.createElement('div');
    expected.innerHTML = target;
    // Node for node, attributes in any order (React hydrates the DOM, not its text).
    expect(result.root.childNodes.length).toBe(expected.childNodes.length);
    result.root.childNodes.forEach((n, i) => expect(n.isEqualNode(expected.childNodes[i])).toBe(true));
    expect(result.kept).toEqual(kept);
  });
});

