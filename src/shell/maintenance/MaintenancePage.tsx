import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DASHBOARD_PAGE } from '../../../engine/core';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../use-page-title';
import { withOrg } from '../with-org';
import type { Maintenance } from './maintenance-for-path';

/**
 * The 'Scheduled Maintenance' page (registration spec §8) shown instead of a route while the maintenance flag is on:
 * the flag's pageTitle and message, else the brand's words, and a dashboard link when the flag asks for one.
 */
export function MaintenancePage({ maintenance }: { maintenance: Maintenance }) {
  const { copy } = useEnvironment();
  const title = maintenance.pageTitle ?? copy('maintenance.title');
  usePageTitle(title);
  return (
    <Box data-testid="maintenance-page" sx={{ textAlign: 'center', py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{title}</Typography>
      <Typography sx={{ mb: 3 }}>{maintenance.message ?? copy('maintenance.message')}</Typography>
      {maintenance.shouldShowDashboardLink ? (
        <Button variant="contained" href={withOrg(DASHBOARD_PAGE)}>{copy('maintenance.dashboardLink')}</Button>
      ) : null}
    </Box>
  );
}
