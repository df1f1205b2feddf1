import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { DASHBOARD_PAGE } from '../../engine/core';
import { useEnvironment } from '../org/environment';
import { withOrg } from '../shell/with-org';

/** A link to the borrower's dashboard, styled as a button. */
export function DashboardButton({ variant = 'outlined' }: { variant?: 'outlined' | 'contained' | 'text' }) {
  const { copy } = useEnvironment();
  return <Button component={RouterLink} to={withOrg(DASHBOARD_PAGE)} variant={variant}>{copy('appPage.action.dashboard')}</Button>;
}
