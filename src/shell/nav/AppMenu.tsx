import AppsIcon from '@mui/icons-material/Apps';
import { useEnvironment } from '../../org/environment';
import { ShellMenu } from './ShellMenu';
import { useAppLinks } from './use-app-links';

/** The app menu (platform §2): Passport, Group Manager, Portfolio Manager when the brand has it, Pay, Exchange. */
export function AppMenu() {
  const { copy } = useEnvironment();
  const links = useAppLinks();
  if (links.length === 0) return null;
  return <ShellMenu label={copy('nav.apps.button')} icon={<AppsIcon />} testId="app-menu-button" items={links.map((l) => ({ id: l.id, label: copy(l.labelKey), href: l.href }))} />;
}
