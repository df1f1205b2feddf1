import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useEnvironment } from '../../org/environment';
import { SideNavLinks } from './SideNavLinks';
import { desktopQuery } from './use-desktop';

const WIDE = 'min(1080px, calc(100vw - 48px))';

/**
 * The frame of the shell pages (dashboard, settings, contact): from the mobile breakpoint up (1024 px) a side
 * navigation stands beside the page in a wider, centred band; below it the side navigation is gone (the top bar's
 * menu lists the same pages).
 */
export function ShellPageFrame({ children }: { children: ReactNode }) {
  const { copy, constants } = useEnvironment();
  const desktop = `@media ${desktopQuery(constants.mobileBreakpointPx)}`;
  return (
    <Box
      data-testid="shell-page"
      sx={{ [desktop]: { width: WIDE, ml: `calc((100% - ${WIDE}) / 2)`, display: 'grid', gridTemplateColumns: '220px minmax(0, 1fr)', columnGap: 5, alignItems: 'start' } }}
    >
      <Box component="nav" aria-label={copy('nav.side.label')} data-testid="side-nav" sx={{ display: 'none', [desktop]: { display: 'block' }, borderRight: 1, borderColor: 'divider' }}>
        <SideNavLinks />
      </Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
