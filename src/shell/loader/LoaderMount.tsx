import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { loaderClaims, subscribeToLoader } from './loader-store';

// The loader's code (visibility, timing, overlay) loads when a loader is first claimed: registration never claims one.
const LoaderHost = lazy(() => import('./LoaderHost').then((m) => ({ default: m.LoaderHost })));

/** The full-screen loader's mount point in the shell: mounts the loader host once anything has claimed the loader. */
export function LoaderMount() {
  const claims = useSyncExternalStore(subscribeToLoader, loaderClaims, loaderClaims);
  const [needed, setNeeded] = useState(false);
  if (claims.length > 0 && !needed) setNeeded(true);
  return needed ? <Suspense fallback={null}><LoaderHost /></Suspense> : null;
}
