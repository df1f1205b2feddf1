import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RegistrationPage } from '../registration/RegistrationPage';

const MessagePage = lazy(() => import('../pages/MessagePage').then((m) => ({ default: m.MessagePage })));
const ApplicationHost = lazy(() => import('../application/ApplicationHost').then((m) => ({ default: m.ApplicationHost })));
const DashboardPage = lazy(() => import('../pages/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const LoginPage = lazy(() => import('../pages/LoginPage').then((m) => ({ default: m.LoginPage })));

/** Sends the root and unknown paths to registration, keeping the query (pop-webchat and the rest survive). */
function ToRegistration() {
  const { search } = useLocation();
  return <Navigate to={`/account/heloc/register-v2${search}`} replace />;
}

/** Every route of this part of the app. Pages other than registration load on demand. */
export function AppRoutes() {
  return (
    <Suspense fallback={<CircularProgress aria-label="Loading" />}>
      <Routes>
        <Route path="/account/heloc/register-v2" element={<RegistrationPage legacy={false} />} />
        <Route path="/account/heloc/register-v2/:stepId" element={<RegistrationPage legacy={false} />} />
        <Route path="/account/heloc/register" element={<RegistrationPage legacy />} />
        <Route path="/account/heloc/register/account-setup" element={<MessagePage titleKey="register.accountSetup.title" bodyKey="register.accountSetup.body" />} />
        <Route path="/account/heloc/register/support" element={<MessagePage titleKey="register.support.title" bodyKey="register.support.body" />} />
        <Route path="/account/heloc/not-accepting-apps" element={<MessagePage titleKey="notAccepting.title" bodyKey="notAccepting.body" />} />
        <Route path="/account/heloc/dashboard" element={<DashboardPage />} />
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/account/register" element={<ToRegistration />} />
        <Route path="/account/heloc/:uuid/*" element={<ApplicationHost />} />
        <Route path="*" element={<ToRegistration />} />
      </Routes>
    </Suspense>
  );
}
