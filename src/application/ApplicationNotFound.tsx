import Typography from '@mui/material/Typography';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';
import { DashboardButton } from './DashboardButton';
import { SupportContacts } from './SupportContacts';

/** Another borrower's application, or none with this id (the server answers 404 for both). */
export function ApplicationNotFound() {
  const { copy } = useEnvironment();
  usePageTitle(copy('appPage.notFound.title'));
  return (
    <div data-testid="application-not-found">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{copy('appPage.notFound.title')}</Typography>
      <Typography sx={{ mb: 3 }}>{copy('appPage.notFound.body')}</Typography>
      <DashboardButton variant="contained" />
      <SupportContacts />
    </div>
  );
}
