import { startTransition, useCallback, useEffect, useRef } from 'react';

/** One history move the router makes once the step it names is on screen. */
export interface FollowMove {
  to: string;
  replace: boolean;
}

/** Longest wait for a frame and an idle moment: a tab in the background paints none, and its address still follows. */
const NO_FRAME_MS = 250;

/** Runs `run` when the main thread is idle (no idle callbacks, as in Safari: in a task of its own); returns a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: NO_FRAME_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 0);
  return () => window.clearTimeout(id);
}

/**
 * The router following a step that Continue has already revealed, after the frame that shows it: the click only
 * renders the reveal, and the history entry (`pushState`) and the router's render come once the frame is painted and
 * the main thread is idle.
 * Moves queued by Continues pressed before that task run in order, in one transition, then `onFollowed`. `flush`
 * runs the queued moves at once (before any other navigation); moves still queued at unmount or when the browser's
 * Back or Forward moves the history are dropped.
 */
export function useFollowAfterPaint(go: (to: string, replace: boolean) => void, onFollowed: () => void) {
  const queued = useRef<FollowMove[]>([]);
  const timers = useRef<{ frame: number; idle: () => void; fallback: number } | null>(null);
  const latest = useRef({ go, onFollowed });
  latest.current = { go, onFollowed };

  const cancel = () => {
    if (!timers.current) return;
    cancelAnimationFrame(timers.current.frame);
    timers.current.idle();
    clearTimeout(timers.current.fallback);
    timers.current = null;
  };
  const flush = useCallback(() => {
    cancel();
    const moves = queued.current.splice(0);
    if (!moves.length) return;
    startTransition(() => {
      for (const move of moves) latest.current.go(move.to, move.replace);
      latest.current.onFollowed();
    });
  }, []);
  const follow = useCallback((move: FollowMove) => {
    queued.current.push(move);
    if (timers.current) return;
    const scheduled = { frame: 0, idle: () => undefined as void, fallback: 0 };
    scheduled.frame = requestAnimationFrame(() => { scheduled.idle = whenIdle(flush); });
    scheduled.fallback = window.setTimeout(flush, NO_FRAME_MS);
    timers.current = scheduled;
  }, [flush]);

  useEffect(() => {
    // The browser's Back or Forward before the address followed: the history moved on its own, the queued moves are
    // dropped and the step shown is the router's.
    const popped = () => {
      if (!queued.current.length) return;
      cancel();
      queued.current = [];
      latest.current.onFollowed();
    };
    window.addEventListener('popstate', popped);
    return () => {
      window.removeEventListener('popstate', popped);
      cancel();
      queued.current = [];
    };
  }, []);
  return { follow, flush };
}
