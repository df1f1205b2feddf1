import { Component, type ReactNode } from 'react';
import { ApplicationLoadError } from './ApplicationLoadError';

/** Session-storage key counting reloads after a page module failed to load (registration §8). */
export const PAGE_RELOADS_KEY = 'heloc.pageModuleReloads';
/** Registration §8: reload up to 5 times, then show the fallback. */
export const MAX_PAGE_RELOADS = 5;

/** A failed dynamic import (a page chunk that could not be fetched), as browsers word it. */
function isModuleLoadFailure(error: unknown): boolean {
  return /dynamically imported module|error loading dynamically imported|importing a module script failed|failed to fetch/i.test(String((error as Error)?.message ?? error));
}

/**
 * Shows the fallback error page when a page fails to load or render, instead of an empty screen. A page module that
 * failed to load reloads the browser first, up to MAX_PAGE_RELOADS times in the session.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    if (!isModuleLoadFailure(error)) return;
    const reloads = Number(sessionStorage.getItem(PAGE_RELOADS_KEY) ?? 0);
    if (reloads >= MAX_PAGE_RELOADS) return;
    sessionStorage.setItem(PAGE_RELOADS_KEY, String(reloads + 1));
    window.location.reload();
  }

  render() {
    return this.state.failed ? <ApplicationLoadError /> : this.props.children;
  }
}
