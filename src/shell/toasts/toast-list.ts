/** Platform spec §9: at most this many toasts are visible. */
export const MAX_TOASTS = 5;

/** One toast: its words and severity. */
export interface Toast {
  id: string;
  message: string;
  severity: 'success' | 'info' | 'warning' | 'error';
}

/** Adds a toast to the visible list, dropping the oldest beyond `max` (platform spec §4 "Other"). Pure. */
export function addToast(list: Toast[], toast: Toast, max = MAX_TOASTS): Toast[] {
  return [...list.filter((t) => t.id !== toast.id), toast].slice(-Math.max(1, max));
}

/** Removes the toast with this id (closing it). Pure. */
export function removeToast(list: Toast[], id: string): Toast[] {
  return list.filter((t) => t.id !== id);
}
