/**
 * Session-storage key counting reloads after a page module failed to load (registration spec §8); the app's routes
 * and the application's pages (src/application/PageErrorBoundary.tsx) share this one count.
 */
export const PAGE_RELOADS_KEY = 'heloc.pageModuleReloads';
/** Registration spec §8: reload up to 5 times, then show the fallback. */
export const MAX_PAGE_RELOADS = 5;

/** A failed dynamic import (a page chunk that could not be fetched), as browsers word it. Pure. */
export function isModuleLoadFailure(error: unknown): boolean {
  return /dynamically imported module|error loading dynamically imported|importing a module script failed|failed to fetch/i
    .test(String((error as Error)?.message ?? error));
}

/** Reloads already done in this session for failed page modules. */
export function pageReloadCount(storage: Pick<Storage, 'getItem'> = sessionStorage): number {
  const n = Number(storage.getItem(PAGE_RELOADS_KEY) ?? 0);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * Counts one more reload and returns true when the caller should reload, false once MAX_PAGE_RELOADS reloads have
 * been spent in this session (the fallback page shows then).
 */
export function claimPageReload(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): boolean {
  const done = pageReloadCount(storage);
  if (done >= MAX_PAGE_RELOADS) return false;
  storage.setItem(PAGE_RELOADS_KEY, String(done + 1));
  return true;
}

/** A page module loaded: the count starts again. */
export function resetPageReloads(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(PAGE_RELOADS_KEY);
}
