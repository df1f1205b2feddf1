import { Component, type ReactNode } from 'react';
import { claimPageReload, isModuleLoadFailure } from '../shell/fallback/page-module-reload';
import { ApplicationLoadError } from './ApplicationLoadError';

/**
 * Shows the fallback error page when a page fails to load or render, instead of an empty screen. A page module that
 * failed to load reloads the browser first, counted with the app's routes (src/shell/fallback), up to 5 times.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    if (isModuleLoadFailure(error) && claimPageReload()) window.location.reload();
  }

  render() {
    return this.state.failed ? <ApplicationLoadError /> : this.props.children;
  }
}
