import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useEnvironment } from '../../org/environment';
import { SideNavLinks } from './SideNavLinks';
import { useAppLinks } from './use-app-links';
import { useProfileActions } from './use-profile-actions';

/**
 * The mobile menu (below 1024 px): a "Menu" button opening a drawer with the shell pages, the app menu's links and
 * the account actions (Switch Accounts, Logout). The drawer keeps focus inside; Escape, the close button or a chosen
 * item closes it and focus returns to the button.
 */
export function MobileMenu() {
  const { copy } = useEnvironment();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const drawerId = useId();
  const links = useAppLinks();
  const actions = useProfileActions();
  const close = () => setOpen(false);
  const act = (action: () => void) => () => { close(); action(); };
  return (
    <>
      <IconButton aria-label={copy('nav.mobile.open')} aria-expanded={open} aria-controls={open ? drawerId : undefined} color="primary" onClick={() => setOpen(true)} data-testid="mobile-menu-button">
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { id: drawerId, role: 'dialog', 'aria-labelledby': titleId, sx: { width: 300, maxWidth: '85vw' } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography component="h2" variant="h6" id={titleId}>{copy('nav.mobile.title')}</Typography>
          <IconButton aria-label={copy('nav.mobile.close')} onClick={close}><CloseIcon /></IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={copy('nav.side.label')} data-testid="mobile-nav">
          <SideNavLinks onNavigate={close} />
        </Box>
        {links.length ? (
          <List subheader={<ListSubheader component="h3">{copy('nav.apps.heading')}</ListSubheader>}>
            {links.map((l) => (
              <ListItem key={l.id} disablePadding>
                <ListItemButton component="a" href={l.href}><ListItemText primary={copy(l.labelKey)} /></ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : null}
        <List subheader={<ListSubheader component="h3">{copy('nav.profile.heading')}</ListSubheader>}>
          <ListItem disablePadding>
            <ListItemButton onClick={act(actions.switchAccounts)}><ListItemText primary={copy('nav.profile.switchAccounts')} /></ListItemButton>
          </ListItem>
          <ListItem disablePadding>
            <ListItemButton onClick={act(actions.logout)}><ListItemText primary={copy('nav.profile.logout')} /></ListItemButton>
          </ListItem>
        </List>
      </Drawer>
    </>
  );
}
