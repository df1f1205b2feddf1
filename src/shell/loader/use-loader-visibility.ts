import { useEffect, useRef, useState } from 'react';
import { loaderHideDelay, type LoaderTiming } from './loader-timing';

/**
 * Whether the full-screen loader shows: from the moment `loading` turns true (or `since`, when loading began before
 * this hook ran), until `loaderHideDelay` after it turns false (at least the minimum display, and the delay after
 * loading ends). Loading again before that keeps it up.
 */
export function useLoaderVisibility(loading: boolean, timing: LoaderTiming, since: number | null = null): boolean {
  const [visible, setVisible] = useState(loading);
  const shownAt = useRef<number | null>(loading ? (since ?? Date.now()) : null);
  const { minimumMs, hideDelayMs } = timing;
  useEffect(() => {
    if (loading) {
      if (shownAt.current === null) shownAt.current = Date.now();
      setVisible(true);
      return undefined;
    }
    if (shownAt.current === null) return undefined;
    const delay = loaderHideDelay(shownAt.current, Date.now(), { minimumMs, hideDelayMs });
    const timer = window.setTimeout(() => {
      shownAt.current = null;
      setVisible(false);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [loading, minimumMs, hideDelayMs]);
  return visible || loading;
}
