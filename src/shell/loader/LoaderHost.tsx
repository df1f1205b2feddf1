import { useRef, useSyncExternalStore } from 'react';
import { useEnvironment } from '../../org/environment';
import { FullScreenLoader } from './FullScreenLoader';
import { loaderActiveSince, loaderClaims, subscribeToLoader, type LoaderClaim } from './loader-store';
import { useLoaderVisibility } from './use-loader-visibility';

/**
 * The one full-screen loader of the app (mounted by LoaderMount). It shows while any part holds a claim
 * (<FullPageLoader />), at least constants.loaderMinimumMs from the first claim, and hides constants.loaderHideDelayMs
 * after the last claim is released; meanwhile it keeps showing the last claim's words.
 */
export function LoaderHost() {
  const { constants } = useEnvironment();
  const claims = useSyncExternalStore(subscribeToLoader, loaderClaims, loaderClaims);
  const visible = useLoaderVisibility(claims.length > 0, { minimumMs: constants.loaderMinimumMs, hideDelayMs: constants.loaderHideDelayMs }, loaderActiveSince());
  const last = useRef<LoaderClaim | null>(null);
  if (claims.length > 0) last.current = claims[claims.length - 1];
  if (!visible || !last.current) return null;
  return <FullScreenLoader claim={last.current} />;
}
