import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { applicationPagePath, decidePage, DASHBOARD_PAGE } from '../../engine/core';
import { fetchProfile } from '../api/profile-api';
import { fetchApplications, type Application } from '../api/registration-api';
import type { BorrowerProfile } from '../application/page-props';
import { routingData } from '../application/routing-data';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';
import { withOrg } from '../shell/with-org';

/**
 * Where an application resumes: the page the engine decides from its status object (status.checklistStatus and the
 * sub-fields) and the profile; the application's own path when that cannot be decided here (the host decides there).
 */
function resumePath(app: Application, profile: BorrowerProfile | null): string {
  const decision = decidePage(routingData, { application: app, profile: profile as unknown as Record<string, unknown> });
  return decision.page === DASHBOARD_PAGE ? `/account/heloc/${encodeURIComponent(app.uuid)}` : applicationPagePath(app.uuid, decision.page);
}

/** The signed-in borrower's applications, each with its ID, server status and a link to the page it resumes on. */
export function DashboardPage() {
  const { copy } = useEnvironment();
  const [state, setState] = useState<{ apps?: Application[]; profile?: BorrowerProfile | null; error?: string }>({});
  usePageTitle(copy('page.dashboard'));
  useEffect(() => {
    Promise.all([fetchApplications(), fetchProfile().catch(() => null)])
      .then(([apps, profile]) => setState({ apps, profile }))
      .catch((e: Error) => setState({ error: e.message }));
  }, []);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{copy('page.dashboard')}</Typography>
      {state.error ? <Alert severity="error">{state.error}</Alert> : null}
      {!state.apps && !state.error ? <CircularProgress aria-label={copy('app.loading')} /> : null}
      <List>
        {(state.apps ?? []).map((app) => (
          <ListItem key={app.uuid} disableGutters>
            <Link component={RouterLink} to={withOrg(resumePath(app, state.profile ?? null))} data-status={app.status?.checklistStatus}>
              {copy('app.applicationId', { loanNumber: app.loanNumber })} — {app.status?.checklistStatus}
            </Link>
          </ListItem>
        ))}
      </List>
    </>
  );
}
