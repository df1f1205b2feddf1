import { useEffect } from 'react';
import { pageTitle } from '../../engine/core';
import { useEnvironment } from '../org/environment';

/** How long a title may wait for an idle moment before it is set anyway, in ms. */
const TITLE_IDLE_TIMEOUT_MS = 500;

/**
 * Sets the document title to the brand's `{company} | {page}` once the browser is idle after the page is shown:
 * setting it costs the browser a round trip, which Continue's next step need not wait for. A timer would run in the
 * task right after the step's frame, before the page answers the next input; an idle callback runs after that. Where
 * the browser has no idle callbacks, a timer.
 */
export function usePageTitle(page: string): void {
  const { copy } = useEnvironment();
  useEffect(() => {
    const apply = () => {
      document.title = pageTitle(copy, page);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(apply, { timeout: TITLE_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(apply, 0);
    return () => window.clearTimeout(id);
  }, [copy, page]);
}
