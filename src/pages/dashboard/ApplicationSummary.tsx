import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useEnvironment } from '../../org/environment';
import { withOrg } from '../../shell/with-org';
import type { DashboardRow } from './dashboard-model';

/**
 * One application on the dashboard: its ID as a heading, property, status and start date, and the Resume link (named
 * "Resume application {loanNumber}"). The item names the server status and the state for tests and QA.
 */
export function ApplicationSummary({ row }: { row: DashboardRow }) {
  const { copy } = useEnvironment();
  const facts = [
    { id: 'address', term: copy('dashboard.application.address'), value: row.address },
    { id: 'state', term: copy('dashboard.application.state'), value: row.stateLabel },
    { id: 'created', term: copy('dashboard.application.created'), value: row.created },
  ];
  return (
    <Box
      component="li"
      data-testid="dashboard-application"
      data-uuid={row.uuid}
      data-state={row.stateId}
      data-status={row.status}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}
    >
      <Typography component="h3" variant="h6">{copy('app.applicationId', { loanNumber: row.loanNumber })}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 1.5, '& dd': { m: 0 } }}>
        {facts.filter((f) => f.value).map((f) => (
          <Box key={f.id} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>{f.term}</Typography>
            <Typography component="dd" variant="body2" data-testid={`dashboard-${f.id}`}>{f.value}</Typography>
          </Box>
        ))}
      </Box>
      {row.resumePath ? (
        <Link component={RouterLink} to={withOrg(row.resumePath)} aria-label={copy('dashboard.resume.label', { loanNumber: row.loanNumber })} data-testid="dashboard-resume">
          {copy('dashboard.resume')}
        </Link>
      ) : null}
    </Box>
  );
}
