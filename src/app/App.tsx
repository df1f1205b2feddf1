import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createBrandTheme } from '../org/create-brand-theme';
import { EnvironmentContext, type Environment } from '../org/environment';
import { Layout } from '../shell/Layout';
import { ToastHost } from '../shell/toasts/ToastHost';
import { AppRoutes } from './AppRoutes';

/** The app root: brand theme, environment, router, the page frame and the toasts. */
export function App({ environment }: { environment: Environment }) {
  const theme = useMemo(() => createBrandTheme(environment.brand), [environment.brand]);
  return (
    <EnvironmentContext.Provider value={environment}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter useTransitions={false}>
          <Layout>
            <AppRoutes />
          </Layout>
          <ToastHost />
        </BrowserRouter>
      </ThemeProvider>
    </EnvironmentContext.Provider>
  );
}

