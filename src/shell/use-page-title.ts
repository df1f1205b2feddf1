import { useEffect } from 'react';
import { pageTitle } from '../../engine/core';
import { useEnvironment } from '../org/environment';

/** Sets the document title to the brand's `{company} | {page}`. */
export function usePageTitle(page: string): void {
  const { copy } = useEnvironment();
  useEffect(() => {
    document.title = pageTitle(copy, page);
  }, [copy, page]);
}
