import { useCallback, useState } from 'react';

/** Reads a JSON value kept in session storage; `fallback` when absent or unreadable. */
function readSession<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/**
 * A value of the page kept in session storage under `key`, so a reload keeps what the borrower did (documents read to
 * their end, the location choice) for this tab only.
 */
export function useSessionValue<T>(key: string, fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => readSession(key, fallback));
  const set = useCallback((next: T) => {
    setValue(next);
    try {
      sessionStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the value lives until the page is left.
    }
  }, [key]);
  return [value, set];
}
