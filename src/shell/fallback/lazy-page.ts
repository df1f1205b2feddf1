import { lazy, type ComponentType } from 'react';
import { claimPageReload, isModuleLoadFailure, resetPageReloads } from './page-module-reload';

/**
 * React.lazy for a route's page module with registration spec §8's recovery: when the module fails to load, the
 * browser reloads (up to 5 times in the session, counted in session storage); after that the error reaches the
 * nearest error boundary, which shows the fallback page. A successful load resets the count.
 */
// React.lazy's own constraint: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async (): Promise<{ default: T }> => {
    try {
      const module = await load();
      resetPageReloads();
      return module;
    } catch (error) {
      if (!isModuleLoadFailure(error) || !claimPageReload()) throw error;
      window.location.reload();
      // Keep the Suspense fallback until the reload replaces the page.
      return new Promise<never>(() => undefined);
    }
  });
}
