import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Wraps "mark this field touched" so that a blur caused by pressing a button inside the form waits until the press
 * ends. Otherwise the error that appears on blur pushes the button down between pointer-down and pointer-up and the
 * click is lost (the borrower would have to press Continue twice). A form unmounted by that click (Continue moved on to
 * the next step) has nothing left to show: its pending touches are dropped with it, so no timer runs for it between
 * the next step's frame and the page's next input.
 */
export function useDeferredTouch(formRef: RefObject<HTMLElement | null>, markTouched: (field: string) => void): (field: string) => void {
  const pressing = useRef(false);
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const root = formRef.current;
    if (!root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const down = (e: PointerEvent) => {
      pressing.current = Boolean((e.target as Element | null)?.closest('button'));
    };
    const up = () => {
      if (!pressing.current) return;
      pressing.current = false;
      // After the click has been dispatched, show what the blur would have shown.
      timer = setTimeout(() => {
        timer = undefined;
        pending.current.splice(0).forEach(markTouched);
      }, 0);
    };
    root.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    return () => {
      root.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
      clearTimeout(timer);
    };
  }, [formRef, markTouched]);
  return useCallback((field: string) => {
    if (pressing.current) pending.current.push(field);
    else markTouched(field);
  }, [markTouched]);
}
