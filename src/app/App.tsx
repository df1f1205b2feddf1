import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { createBrandTheme, pageStyles } from '../org/create-brand-theme';
import { EnvironmentContext, type Environment } from '../org/environment';
import { Layout } from '../shell/Layout';
import { ToastHost } from '../shell/toasts/ToastHost';
import { AppRoutes } from './AppRoutes';
import { ContentCommitContext, PressAnsweredContext } from './content-committed';
import { HydratingRouter } from './HydratingRouter';

/** The app without its router: brand theme, environment, the page frame, the routes and the toasts. */
export function AppFrame({ environment, router }: { environment: Environment; router: (children: ReactNode) => ReactNode }) {
  const theme = useMemo(() => createBrandTheme(environment.brand), [environment.brand]);
  return (
    <EnvironmentContext.Provider value={environment}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={pageStyles} />
        {router(
          <>
            <Layout>
              <AppRoutes />
            </Layout>
            <ToastHost />
          </>,
        )}
      </ThemeProvider>
    </EnvironmentContext.Provider>
  );
}

/**
 * The app in the browser. `renderedAt` is the location the markup being hydrated was rendered at ahead of time (the
 * router renders it first, then the real location); undefined for a plain client render. `onContentCommit` runs
 * once, when the page content has first committed (for a hydration: when the page's inputs are React's);
 * `onPressAnswered` is called with each click and submit React dispatches.
 */
export function App({ environment, renderedAt, onContentCommit, onPressAnswered }: { environment: Environment; renderedAt?: string; onContentCommit?: () => void; onPressAnswered?: (event: Event) => void }) {
  const done = useRef(false);
  const once = useCallback(() => {
    if (done.current) return;
    done.current = true;
    onContentCommit?.();
    // The callback of the first render, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <ContentCommitContext.Provider value={once}>
      <PressAnsweredContext.Provider value={onPressAnswered ?? null}>
        <AppFrame environment={environment} router={(children) => <HydratingRouter renderedAt={renderedAt}>{children}</HydratingRouter>} />
      </PressAnsweredContext.Provider>
    </ContentCommitContext.Provider>
  );
}
