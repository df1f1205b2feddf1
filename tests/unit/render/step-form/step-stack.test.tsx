// @vitest-environment jsdom
import { act, memo, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StepStack } from '../../../../engine/render/step-form/StepStack';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the steps did, in order: effects run and whether the step was in the document when its layout effect ran. */
let log: string[] = [];
/** How many times each step rendered. */
const renders = new Map<string, number>();

const Step = memo(function Step({ id }: { id: string }) {
  renders.set(id, (renders.get(id) ?? 0) + 1);
  useLayoutEffect(() => {
    log.push(`${id} layout, in page: ${document.getElementById(`input-${id}`)?.isConnected === true}`);
    return () => void log.push(`${id} layout cleanup`);
  }, [id]);
  useEffect(() => {
    log.push(`${id} effect`);
  }, [id]);
  return (
    <form data-step={id}>
      <label htmlFor={`input-${id}`}>{`Field of ${id}`}</label>
      <input id={`input-${id}`} />
    </form>
  );
});

const stack = (current: string, ahead: string[] = []) => (
  <StepStack current={current} fallback={<p>Loading</p>} steps={[current, ...ahead].map((id) => ({ key: id, node: <Step id={id} /> }))} />
);

let container: HTMLDivElement;
let root: Root | null = null;
beforeEach(() => {
  log = [];
  renders.clear();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

const render = async (element: React.ReactNode) => {
  await act(async () => {
    root ??= createRoot(container);
    root.render(element);
  });
};
const inputs = () => [...document.querySelectorAll('input')].map((i) => i.id);

describe('StepStack: the next step is rendered ahead, out of the page, and shown on Continue', () => {
  it('shows only the current step; the one ahead is built but not in the document, and runs no effect', async () => {
    await render(stack('a', ['b']));
    expect(inputs()).toEqual(['input-a']);
    expect(log).toEqual(['a layout, in page: true', 'a effect']);
  });

  it('reveals the step rendered ahead in the page before its layout effects run', async () => {
    await render(stack('a', ['b']));
    await act(async () => undefined);
    log = [];
    expect(document.querySelector('#input-b')).toBeNull();
    await render(stack('b', ['c']));
    expect(inputs()).toEqual(['input-b']);
    expect(log).toEqual(['a layout cleanup', 'b layout, in page: true', 'b effect']);
    const shown = document.getElementById('input-b');
    // Continue again: c was rendered ahead as well, b leaves the page.
    log = [];
    await render(stack('c', ['d']));
    expect(inputs()).toEqual(['input-c']);
    expect(shown?.isConnected).toBe(false);
    expect(log).toEqual(['b layout cleanup', 'c layout, in page: true', 'c effect']);
  });

  it('builds the step ahead while hidden, and shows it without rendering it again', async () => {
    await render(stack('a', ['b']));
    await act(async () => undefined);
    expect(renders.get('b')).toBe(1);
    await render(stack('b', ['c']));
    expect(renders.get('b')).toBe(1);
    expect(inputs()).toEqual(['input-b']);
  });

  it('going back renders the earlier step again, shown, with the current one ahead and hidden', async () => {
    await render(stack('b', ['c']));
    await render(stack('c', ['d']));
    log = [];
    await render(stack('b', ['c']));
    expect(inputs()).toEqual(['input-b']);
    expect(log).toContain('c layout cleanup');
    expect(log).toContain('b layout, in page: true');
  });

  it('blurs the focused control of the step that leaves while it is still in the page, in place or revealed', async () => {
    const blurs: string[] = [];
    const watchBlur = (id: string) => {
      const input = document.getElementById(id) as HTMLInputElement;
      input.addEventListener('blur', () => blurs.push(`${id} blurred, in page: ${input.isConnected}`));
      input.focus();
      expect(document.activeElement).toBe(input);
    };
    await render(stack('a', ['b']));
    await act(async () => undefined);
    watchBlur('input-a');
    await render(stack('b', ['c']));
    await act(async () => undefined);
    watchBlur('input-b');
    await render(stack('c', ['d']));
    expect(blurs).toEqual(['input-a blurred, in page: true', 'input-b blurred, in page: true']);
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves focus alone when the step stays, and outside the stack when the step changes', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    await render(stack('a', ['b']));
    const input = document.getElementById('input-a') as HTMLInputElement;
    input.focus();
    await render(stack('a', ['b']));
    expect(document.activeElement).toBe(input);
    outside.focus();
    await render(stack('b', ['c']));
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('renders the first step in place on the server, and hydrates it without a mismatch', async () => {
    const html = renderToString(stack('a'));
    expect(html).toContain('id="input-a"');
    container.innerHTML = html;
    const serverInput = container.querySelector('#input-a');
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, stack('a'), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('#input-a')).toBe(serverInput);
    // After hydrating, the next step renders ahead and Continue reveals it.
    await act(async () => root?.render(stack('a', ['b'])));
    await act(async () => root?.render(stack('b', ['c'])));
    expect(inputs()).toEqual(['input-b']);
  });
});
