import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { addToast, removeToast, type Toast } from './toast-list';

/** The visible toasts, oldest first (at most MAX_TOASTS). */
export const toastsAtom = atom<Toast[]>([]);

let counter = 0;

/** Shows a toast (`show`) and closes one (`close`). */
export function useToasts() {
  const setToasts = useSetAtom(toastsAtom);
  const show = useCallback((message: string, severity: Toast['severity'] = 'info') => {
    counter += 1;
    const id = `toast-${counter}`;
    setToasts((list) => addToast(list, { id, message, severity }));
    return id;
  }, [setToasts]);
  const close = useCallback((id: string) => setToasts((list) => removeToast(list, id)), [setToasts]);
  return { show, close };
}
