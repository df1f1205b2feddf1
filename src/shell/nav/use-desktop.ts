import useMediaQuery from '@mui/material/useMediaQuery';
import { useEnvironment } from '../../org/environment';

/** The media query of the desktop layout: at least constants.mobileBreakpointPx (1024 px) wide. */
export function desktopQuery(breakpointPx: number): string {
  return `(min-width:${breakpointPx}px)`;
}

/** True from the mobile breakpoint up (platform §9: 1024 px): side navigation and menus instead of the mobile drawer. */
export function useDesktop(): boolean {
  const { constants } = useEnvironment();
  return useMediaQuery(desktopQuery(constants.mobileBreakpointPx), { noSsr: true });
}
