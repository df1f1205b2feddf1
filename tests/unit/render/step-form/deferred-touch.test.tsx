// @vitest-environment jsdom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeferredTouch } from '../../../../engine/render/step-form/use-deferred-touch';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A blur caused by pressing a button in the form is marked touched once the press ends (after the click); a form the
// click unmounts (Continue moved on) leaves no timer behind.
let touch: (field: string) => void = () => undefined;
const marked: string[] = [];
function Form() {
  const ref = useRef<HTMLFormElement>(null);
  touch = useDeferredTouch(ref, (field) => marked.push(field));
  return <form ref={ref}><input id="name" /><button type="submit">Continue</button></form>;
}

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  marked.length = 0;
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() => root.render(<Form />));
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const press = () => container.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
const release = () => window.dispatchEvent(new Event('pointerup'));

describe('useDeferredTouch', () => {
  it('a field blurred outside a press is marked at once', () => {
    touch('name');
    expect(marked).toEqual(['name']);
  });

  it('a field blurred by pressing a button is marked after the press ends, in a timer', () => {
    press();
    touch('name');
    release();
    expect(marked).toEqual([]);
    vi.runAllTimers();
    expect(marked).toEqual(['name']);
  });

  it('a form unmounted by the click drops its pending touches and leaves no timer', () => {
    press();
    touch('name');
    release();
    expect(vi.getTimerCount()).toBe(1);
    act(() => root.render(<p>next step</p>));
    expect(vi.getTimerCount()).toBe(0);
    vi.runAllTimers();
    expect(marked).toEqual([]);
  });
});
