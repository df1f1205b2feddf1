import { useEffect } from 'react';
import { resetPageReloads } from '../shell/fallback/page-module-reload';

/** Rendered once a page has loaded: the count of reloads after a failed page module starts again. */
export function PageLoaded() {
  useEffect(() => resetPageReloads(), []);
  return null;
}
