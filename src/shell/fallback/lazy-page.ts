import { createElement, lazy, useState, type ComponentProps, type ComponentType, type FunctionComponent } from 'react';
import { claimPageReload, isModuleLoadFailure, resetPageReloads } from './page-module-reload';

/** A page loaded on demand that can be asked to load ahead (`preload`) and renders at once when it has loaded. */
// React.lazy's own constraint: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LazyPage<T extends ComponentType<any>> = FunctionComponent<ComponentProps<T>> & { preload: () => void };

/**
 * React.lazy for a route's page module with registration spec §8's recovery: when the module fails to load, the
 * browser reloads (up to 5 times in the session, counted in session storage); after that the error reaches the
 * nearest error boundary, which shows the fallback page. A successful load resets the count.
 *
 * `preload()` starts the load early (while the session or the application is read). A page whose module has loaded
 * when it mounts renders it directly, without suspending: React 19 holds back the commit of content that replaces a
 * Suspense fallback until 300 ms after the fallback appeared, a wait the borrower would see on every page opened.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loaded: T | null = null;
  const Suspending = lazy(() => loadWithRecovery(load).then((module) => {
    loaded = module.default;
    return module;
  }));
  function Page(props: ComponentProps<T>) {
    // Chosen once per mount: switching from the lazy wrapper to the module's component would remount the page.
    const [Component] = useState<ComponentType<ComponentProps<T>>>(() => loaded ?? (Suspending as unknown as ComponentType<ComponentProps<T>>));
    return createElement(Component, props);
  }
  // A load ahead that fails changes nothing: the page, once rendered, loads it again with the recovery above.
  Page.preload = () => void load().then((module) => {
    loaded ??= module.default;
    resetPageReloads();
  }, () => undefined);
  return Page;
}

async function loadWithRecovery<T>(load: () => Promise<{ default: T }>): Promise<{ default: T }> {
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
}
