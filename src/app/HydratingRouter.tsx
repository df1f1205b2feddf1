import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router, type Location } from 'react-router-dom';

/**
 * react-router's BrowserRouter (no transitions), except that the first render can be at `renderedAt`, the
 * location a server-rendered page was rendered for: hydration then matches that markup exactly, and right after it
 * the router moves to the browser's real location, so every link and rule that reads the query is rendered for it. That
 * move is a transition: rendered in slices that yield to the borrower's input, not as one long task right after the
 * hydration's commit (the page looks the same meanwhile: only what reads the query can differ).
 */
export function HydratingRouter({ renderedAt, children }: { renderedAt?: string; children: ReactNode }) {
  const historyRef = useRef<ReturnType<typeof createBrowserHistory>>(null);
  historyRef.current ??= createBrowserHistory({ v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState<{ action: typeof history.action; location: Location }>(() => ({
    action: history.action,
    location: renderedAt === undefined ? history.location : { ...history.location, ...splitPath(renderedAt) },
  }));
  useLayoutEffect(() => {
    if (renderedAt !== undefined) startTransition(() => setState({ action: history.action, location: history.location }));
    return history.listen(setState);
  }, [history, renderedAt]);
  return <Router location={state.location} navigationType={state.action} navigator={history}>{children}</Router>;
}

function splitPath(path: string): { pathname: string; search: string; hash: string } {
  const url = new URL(path, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
