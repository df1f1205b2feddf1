import CircularProgress from '@mui/material/CircularProgress';
import { isValidElement, Suspense, useEffect } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import { STUDIO_PAGE, STUDIO_PREVIEW_PAGE } from '../../engine/core';
import { accessData } from '../auth/access';
import { AccessGuard } from '../auth/AccessGuard';
import { useEnvironment } from '../org/environment';
import { DEV_MAIL_PAGE } from '../pages/dev/dev-mail-model';
import { RegistrationPage } from '../registration/RegistrationPage';
import { ContentCommitted } from './content-committed';
import { AppErrorBoundary } from '../shell/fallback/AppErrorBoundary';
import { lazyPage } from '../shell/fallback/lazy-page';
import { MAINTENANCE_FLAG, maintenanceForPath } from '../shell/maintenance/maintenance-for-path';

// Each page module reloads the browser when it fails to load (up to 5 times a session), then shows the fallback.
const MessagePage = lazyPage(() => import('../pages/MessagePage').then((m) => ({ default: m.MessagePage })));
const ApplicationHost = lazyPage(() => import('../application/ApplicationHost').then((m) => ({ default: m.ApplicationHost })));
const DashboardPage = lazyPage(() => import('../pages/shell-pages').then((m) => ({ default: m.DashboardPage })));
const SettingsPage = lazyPage(() => import('../pages/shell-pages').then((m) => ({ default: m.SettingsPage })));
const ContactPage = lazyPage(() => import('../pages/shell-pages').then((m) => ({ default: m.ContactPage })));
// Legacy and marketing paths (flows/platform/redirects.json), else registration: the table loads only off the main paths.
const LegacyRedirect = lazyPage(() => import('../pages/shell-pages').then((m) => ({ default: m.LegacyRedirect })));
const ConfirmEmailPage = lazyPage(() => import('../auth/confirm-email/ConfirmEmailPage').then((m) => ({ default: m.ConfirmEmailPage })));
const LoginPage = lazyPage(() => import('../pages/LoginPage').then((m) => ({ default: m.LoginPage })));
// The additional signer's login (first sign-in from the invitation) and pages (flows/platform/signer-pages.json).
const SignerLoginPage = lazyPage(() => import('../signer/SignerLoginPage').then((m) => ({ default: m.SignerLoginPage })));
const SignerPages = lazyPage(() => import('../signer/SignerRoutes').then((m) => ({ default: m.SignerRoutes })));
const BrokerSignInPage = lazyPage(() => import('../auth/pages/BrokerSignInPage').then((m) => ({ default: m.BrokerSignInPage })));
const PasswordExpiredPage = lazyPage(() => import('../auth/pages/PasswordExpiredPage').then((m) => ({ default: m.PasswordExpiredPage })));
// The return from the sandbox link provider (bank: OAuth-style at /plaid-oauth-success; payroll: its callback page).
const LinkReturnPage = lazyPage(() => import('../application/link/LinkReturnPage').then((m) => ({ default: m.LinkReturnPage })));
// The development outbox (not served in production: the server answers its path 404).
const DevMailPage = lazyPage(() => import('../pages/dev/DevMailPage').then((m) => ({ default: m.DevMailPage })));
// The operations console (not served in production: the server answers its paths 404).
const ConsoleRoutes = lazyPage(() => import('../console/ConsoleRoutes').then((m) => ({ default: m.ConsoleRoutes })));
// The preview studio (not served in production: the server answers its paths 404).
const StudioPage = lazyPage(() => import('../studio/StudioPage').then((m) => ({ default: m.StudioPage })));
const StudioPreview = lazyPage(() => import('../studio/StudioPreview').then((m) => ({ default: m.StudioPreview })));
const MaintenancePage = lazyPage(() => import('../shell/maintenance/MaintenancePage').then((m) => ({ default: m.MaintenancePage })));

/** Sends a path to registration, keeping the query (pop-webchat and the rest survive). */
function ToRegistration() {
  const { search } = useLocation();
  return <Navigate to={`/account/heloc/register-v2${search}`} replace />;
}

/**
 * Every route of this part of the app. Pages other than registration load on demand. The maintenance flag replaces
 * the matching routes with the maintenance page; any page that fails to render shows the fallback page. The access
 * guard lets anonymous paths through and sends visitors of any other page to sign in (src/auth/AccessGuard.tsx).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const { flagData } = useEnvironment();
  const maintenance = maintenanceForPath(flagData.flags[MAINTENANCE_FLAG], pathname);
  useEffect(() => preloadRoute(pathname), [pathname]);
  return (
    <AppErrorBoundary resetKey={pathname}>
      <Suspense fallback={<CircularProgress aria-label="Loading" />}>
        <ContentCommitted />
        {maintenance ? <MaintenancePage maintenance={maintenance} /> : <AccessGuard><Pages /></AccessGuard>}
      </Suspense>
    </AppErrorBoundary>
  );
}

/** The route table. */
const ROUTES: RouteObject[] = [
  { path: '/account/heloc/register-v2', element: <RegistrationPage legacy={false} /> },
  { path: '/account/heloc/register-v2/:stepId', element: <RegistrationPage legacy={false} /> },
  { path: '/account/heloc/register', element: <RegistrationPage legacy /> },
  { path: '/account/heloc/register/account-setup', element: <MessagePage titleKey="register.accountSetup.title" bodyKey="register.accountSetup.body" /> },
  { path: '/account/heloc/register/support', element: <MessagePage titleKey="register.support.title" bodyKey="register.support.body" /> },
  { path: '/account/heloc/not-accepting-apps', element: <MessagePage titleKey="notAccepting.title" bodyKey="notAccepting.body" /> },
  { path: '/account/heloc/dashboard', element: <DashboardPage /> },
  { path: '/account/heloc/confirm-email', element: <ConfirmEmailPage /> },
  { path: '/account/heloc/dashboard/settings', element: <SettingsPage /> },
  { path: '/account/heloc/contact', element: <ContactPage /> },
  { path: accessData.loginPages.legacy, element: <LoginPage /> },
  { path: accessData.loginPages.signer, element: <SignerLoginPage /> },
  { path: '/heloc-signer/*', element: <SignerPages /> },
  { path: accessData.loginPages.broker.replace('{audience}', ':audience'), element: <BrokerSignInPage /> },
  { path: accessData.loginPages.passwordExpired, element: <PasswordExpiredPage /> },
  { path: '/account/register', element: <ToRegistration /> },
  { path: DEV_MAIL_PAGE, element: <DevMailPage /> },
  { path: '/console/*', element: <ConsoleRoutes /> },
  { path: STUDIO_PAGE, element: <StudioPage /> },
  { path: STUDIO_PREVIEW_PAGE, element: <StudioPreview /> },
  { path: '/plaid-oauth-success', element: <LinkReturnPage /> },
  { path: '/account/heloc/plaid-oauth-success', element: <LinkReturnPage /> },
  { path: '/account/heloc/:uuid/income/pointserv-callback', element: <LinkReturnPage /> },
  // The host's page of the address loads with the host (while the session is read).
  { path: '/account/heloc/:uuid/*', element: <ApplicationHost />, handle: { preload: preloadHostPage } },
  { path: '*', element: <LegacyRedirect /> },
];

/** The application page the host's address names (`*`), loaded ahead with its step. */
function preloadHostPage(params: Params): void {
  const page = (params['*'] ?? '').replace(/\/+$/, '');
  if (page) void import('../application/page-registry').then((m) => m.preloadApplicationPage(page), () => undefined);
}

/** The routes' pages. */
function Pages() {
  return useRoutes(ROUTES);
}

/**
 * Starts loading the page the path leads to, when it loads on demand: behind the access guard it then loads while the
 * session is read, and renders at once when the guard lets it through.
 */
export function preloadRoute(pathname: string): void {
  const match = matchRoutes(ROUTES, pathname)?.at(-1);
  if (!match) return;
  const { element, handle } = match.route;
  const page = isValidElement(element) ? (element.type as { preload?: () => void }) : null;
  page?.preload?.();
  (handle as { preload?: (params: Params) => void } | undefined)?.preload?.(match.params);
}
