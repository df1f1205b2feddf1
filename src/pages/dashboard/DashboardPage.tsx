import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { useEnvironment } from '../../org/environment';
import { FullPageLoader } from '../../shell/loader/FullPageLoader';
import { ShellPageFrame } from '../../shell/nav/ShellPageFrame';
import { usePageTitle } from '../../shell/use-page-title';
import { withOrg } from '../../shell/with-org';
import { ApplicationSummary } from './ApplicationSummary';
import { dashboardRow } from './dashboard-model';
import { useDashboardData } from './use-dashboard-data';

const LOADER_MESSAGES = ['dashboard.loader.loading', 'dashboard.loader.almost'];

/**
 * The dashboard (platform §2): the signed-in user's applications, newest first, each with its Application ID,
 * property, state and start date and a Resume link to the page the engine decides. The full-screen loader while they
 * are read; a link to start an application when there is none; the error with Try again when the call fails.
 */
export function DashboardPage() {
  const { copy } = useEnvironment();
  usePageTitle(copy('page.dashboard'));
  const data = useDashboardData();
  const rows = useMemo(() => (data.phase === 'ready' ? data.apps.map((app) => dashboardRow(app, data.profile, copy)) : []), [data, copy]);
  if (data.phase === 'unverified') return <Navigate to={withOrg(`/account/heloc/confirm-email?next=${encodeURIComponent('/account/heloc/dashboard')}`)} replace />;
  return (
    <ShellPageFrame>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>{copy('page.dashboard')}</Typography>
      {data.phase === 'loading' ? <FullPageLoader labelKey="dashboard.loader.label" messageKeys={LOADER_MESSAGES} testId="shell-loader" /> : null}
      {data.phase === 'error' ? (
        <Alert severity="error" data-testid="dashboard-error" action={<Button color="inherit" onClick={data.retry}>{copy('dashboard.retry')}</Button>}>
          {copy('dashboard.error')}
        </Alert>
      ) : null}
      {data.phase === 'ready' ? (
        <Box component="section" aria-labelledby="dashboard-applications">
          <Typography variant="h5" component="h2" id="dashboard-applications" sx={{ mb: 2 }}>{copy('dashboard.applications.heading')}</Typography>
          {rows.length === 0 ? (
            <Box data-testid="dashboard-empty">
              <Typography sx={{ mb: 2 }}>{copy('dashboard.empty.text')}</Typography>
              <Link component={RouterLink} to={withOrg('/account/heloc/register-v2')}>{copy('dashboard.empty.start')}</Link>
            </Box>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
              {rows.map((row) => <ApplicationSummary key={row.uuid} row={row} />)}
            </Box>
          )}
        </Box>
      ) : null}
    </ShellPageFrame>
  );
}
