import { useEffect } from 'react';
import { PAGE_RELOADS_KEY } from './PageErrorBoundary';

/** Rendered once a page has loaded: the count of reloads after a failed page module starts again. */
export function PageLoaded() {
  useEffect(() => sessionStorage.removeItem(PAGE_RELOADS_KEY), []);
  return null;
}
