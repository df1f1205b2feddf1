import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { applicationPagePath, routeStatus, type StatusRouteTable } from '../../engine/core';
import statusRoutes from '../../flows/application/status-routes.json';
import { fetchApplications, type Application } from '../api/registration-api';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';
import { withOrg } from '../shell/with-org';

/** The signed-in borrower's applications, each with its ID, status and a link to its current page. */
export function DashboardPage() {
  const { copy } = useEnvironment();
  const [state, setState] = useState<{ apps?: Application[]; error?: string }>({});
  usePageTitle(copy('page.dashboard'));
  useEffect(() => {
    fetchApplications().then((apps) => setState({ apps })).catch((e: Error) => setState({ error: e.message }));
  }, []);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{copy('page.dashboard')}</Typography>
      {state.error ? <Alert severity="error">{state.error}</Alert> : null}
      {!state.apps && !state.error ? <CircularProgress aria-label={copy('app.loading')} /> : null}
      <List>
        {(state.apps ?? []).map((app) => (
          <ListItem key={app.uuid} disableGutters>
            <Link component={RouterLink} to={withOrg(applicationPagePath(app.uuid, routeStatus(statusRoutes as StatusRouteTable, app.status).page))}>
              {copy('app.applicationId', { loanNumber: app.loanNumber })} — {app.status}
            </Link>
          </ListItem>
        ))}
      </List>
    </>
  );
}
