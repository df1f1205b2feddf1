import { useEffect } from 'react';
import { pageTitle } from '../../engine/core';
import { useEnvironment } from '../org/environment';

/**
 * Sets the document title to the brand's `{company} | {page}`, right after the page is shown: setting it costs the
 * browser a round trip, which Continue's next step need not wait for.
 */
export function usePageTitle(page: string): void {
  const { copy } = useEnvironment();
  useEffect(() => {
    const id = window.setTimeout(() => {
      document.title = pageTitle(copy, page);
    }, 0);
    return () => window.clearTimeout(id);
  }, [copy, page]);
}
