import { Component, type ReactNode } from 'react';
import { FallbackPage } from './FallbackPage';
import { resetPageReloads } from './page-module-reload';

interface Props {
  children: ReactNode;
  /** The current path: the boundary clears its error when the user navigates elsewhere. */
  resetKey: string;
}

interface State {
  failedAt: string | null;
  resetKey: string;
}

/**
 * Catches any error thrown while rendering a route (including a page module that still fails after the reloads of
 * lazyPage) and shows the fallback page instead of an empty screen. Try again reloads with a fresh reload count.
 */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { failedAt: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: 'error' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failedAt: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown): void {
    console.error('page failed', error);
  }

  render() {
    if (this.state.failedAt === null) return this.props.children;
    // Try again starts a fresh round of reloads: the user asked for it.
    return <FallbackPage onRetry={() => { resetPageReloads(); window.location.reload(); }} />;
  }
}
