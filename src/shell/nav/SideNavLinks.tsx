import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useAtomValue } from 'jotai';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useEnvironment } from '../../org/environment';
import { applicationAtom } from '../../state/registration-atoms';
import { withOrg } from '../with-org';
import { shellData } from './shell-data';

/**
 * The shell pages as a list of links (Dashboard, Settings, Contact), the current page marked aria-current, then the
 * application the user last opened, when there is one. `onNavigate` runs after a link is chosen (the drawer closes).
 */
export function SideNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { copy } = useEnvironment();
  const { pathname } = useLocation();
  const application = useAtomValue(applicationAtom);
  const items = shellData.sideNav.map((item) => ({ id: item.id, label: copy(item.labelKey), path: item.path }));
  if (application) items.push({ id: 'application', label: copy('nav.currentApplication', { loanNumber: application.loanNumber }), path: `/account/heloc/${encodeURIComponent(application.uuid)}` });
  return (
    <List disablePadding>
      {items.map((item) => {
        const current = pathname.replace(/\/+$/, '') === item.path;
        return (
          <ListItem key={item.id} disablePadding>
            <ListItemButton component={RouterLink} to={withOrg(item.path)} aria-current={current ? 'page' : undefined} selected={current} onClick={onNavigate}>
              <ListItemText primary={item.label} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
