import { lazy, Suspense, useEffect, useState } from 'react';
import { usePageContentShown } from '../page-content-shown';

// A banner module that fails to load shows no banners; it must never take the page down.
const BannerList = lazy(() => import('./BannerList').then((m) => ({ default: m.BannerList }), () => ({ default: () => null })));

/** Runs `then` once the page has loaded and the browser is idle, so the banners never compete with the first step. */
function afterPageSettles(then: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(() => !cancelled && then(), { timeout: 2000 });
    else setTimeout(() => !cancelled && then(), 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
  };
}

/**
 * The site banners' mount point (right under the header). The banner module, its MUI parts and the banner fetch load
 * only after the page has settled and shows what the borrower came for, so neither the registration's first step nor
 * an application page loading in stages is slowed.
 */
export function SiteBanners() {
  const [ready, setReady] = useState(false);
  const pageShown = usePageContentShown();
  useEffect(() => afterPageSettles(() => setReady(true)), []);
  if (!ready || !pageShown) return null;
  return (
    <Suspense fallback={null}>
      <BannerList />
    </Suspense>
  );
}
