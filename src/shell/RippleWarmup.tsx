import TouchRippleRender, { type TouchRippleActions, type TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { useEffect, useRef, useState, type ForwardRefExoticComponent, type RefAttributes } from 'react';

// Its types name the render function; the module's default export is the component (forwardRef).
const TouchRipple = TouchRippleRender as unknown as ForwardRefExoticComponent<TouchRippleProps & RefAttributes<TouchRippleActions>>;

/** How long the warm-up ripple stays mounted: its exit transition (550 ms) and a margin. */
const WARM_MS = 1000;

/** Runs `fn` when the browser is idle (a short timeout where requestIdleCallback is missing); returns the cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(fn, 500);
  return () => window.clearTimeout(timer);
}

/**
 * A button's ripple (MUI's TouchRipple) is mounted on its first press: its styles are inserted and its code first runs
 * then, work the borrower's first Continue would wait for. This mounts one ripple out of sight when the browser is
 * idle, runs it once and removes it again, so the first press finds it all ready. Renders nothing the borrower sees.
 */
export function RippleWarmup() {
  const [phase, setPhase] = useState<'waiting' | 'warming' | 'done'>('waiting');
  const ripple = useRef<TouchRippleActions>(null);

  useEffect(() => (phase === 'waiting' ? whenIdle(() => setPhase('warming')) : undefined), [phase]);
  useEffect(() => {
    if (phase !== 'warming') return;
    ripple.current?.start(undefined, { center: true });
    ripple.current?.stop();
    const timer = window.setTimeout(() => setPhase('done'), WARM_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase !== 'warming') return null;
  return (
    <span
      aria-hidden
      data-ripple-warmup=""
      style={{ position: 'fixed', left: -100, top: -100, width: 10, height: 10, overflow: 'hidden', pointerEvents: 'none' }}
    >
      <TouchRipple ref={ripple} center />
    </span>
  );
}
