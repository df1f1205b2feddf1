// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFollowAfterPaint } from '../../../../src/registration/use-follow-after-paint';

// The router follows a revealed step after the frame that shows it, when the main thread is idle.

/** The frame and idle callbacks the page asked for, run by hand. */
function browserQueues() {
  const frames: FrameRequestCallback[] = [];
  const idles: IdleRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => { frames[id - 1] = () => undefined; });
  window.requestIdleCallback = (cb: IdleRequestCallback) => idles.push(cb);
  window.cancelIdleCallback = (id: number) => { idles[id - 1] = () => undefined; };
  return {
    paint: () => act(() => frames.splice(0).forEach((cb) => cb(0))),
    idle: () => act(() => idles.splice(0).forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 10 }))),
  };
}

function setup() {
  const calls: string[] = [];
  const go = vi.fn((to: string, replace: boolean) => void calls.push(`${replace ? 'replace' : 'push'} ${to}`));
  const onFollowed = vi.fn(() => void calls.push('followed'));
  const hook = renderHook(() => useFollowAfterPaint(go, onFollowed));
  return { calls, go, hook };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useFollowAfterPaint', () => {
  it('moves nothing in the click: the move waits for the frame, then for an idle moment', () => {
    const queues = browserQueues();
    const { calls, hook } = setup();
    act(() => hook.result.current.follow({ to: '/b', replace: false }));
    expect(calls).toEqual([]);
    queues.paint();
    expect(calls).toEqual([]);
    queues.idle();
    expect(calls).toEqual(['push /b', 'followed']);
  });

  it('makes the moves of two quick Continues in order, in one go', () => {
    const queues = browserQueues();
    const { calls, hook } = setup();
    act(() => hook.result.current.follow({ to: '/b', replace: false }));
    act(() => hook.result.current.follow({ to: '/c', replace: true }));
    queues.paint();
    queues.idle();
    expect(calls).toEqual(['push /b', 'replace /c', 'followed']);
    // Nothing is left to run: no frame or idle moment moves again.
    queues.paint();
    queues.idle();
    act(() => vi.advanceTimersByTime(1000));
    expect(calls).toHaveLength(3);
  });

  it('flush makes a queued move at once (before another navigation), and only once', () => {
    const queues = browserQueues();
    const { calls, hook } = setup();
    act(() => hook.result.current.follow({ to: '/b', replace: false }));
    act(() => hook.result.current.flush());
    expect(calls).toEqual(['push /b', 'followed']);
    queues.paint();
    queues.idle();
    act(() => vi.advanceTimersByTime(1000));
    expect(calls).toHaveLength(2);
    act(() => hook.result.current.flush());
    expect(calls).toHaveLength(2);
  });

  it('follows in a tab that paints no frame, after a quarter of a second', () => {
    browserQueues();
    const { calls, hook } = setup();
    act(() => hook.result.current.follow({ to: '/b', replace: false }));
    act(() => vi.advanceTimersByTime(249));
    expect(calls).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(calls).toEqual(['push /b', 'followed']);
  });

  it('drops a move still queued when the page goes away', () => {
    const queues = browserQueues();
    const { calls, hook } = setup();
    act(() => hook.result.current.follow({ to: '/b', replace: false }));
    hook.unmount();
    queues.paint();
    queues.idle();
    act(() => vi.advanceTimersByTime(1000));
    expect(calls).toEqual([]);
  });

  it("drops the queued moves when the browser's Back moves the history first, and shows the router's step", () => {
    const queues = browserQueues();
    const { calls, hook } = setup();
    act(() => hook.result.current.follow({ to: '/b', replace: false }));
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(calls).toEqual(['followed']);
    queues.paint();
    queues.idle();
    act(() => vi.advanceTimersByTime(1000));
    expect(calls).toEqual(['followed']);
  });
});
