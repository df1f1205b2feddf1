import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { lazy, Suspense, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { STUDIO_PAGE } from '../../engine/core';
import { PressAnsweredContext } from '../app/content-committed';
import { isConsolePage } from '../console/console-paths';
import { useEnvironment } from '../org/environment';
import { SiteBanners } from './banners/SiteBanners';
import { LoaderMount } from './loader/LoaderMount';
import { TopBar } from './nav/TopBar';
import { usePageContentShown } from './page-content-shown';

// The footer is below the fold: its code loads and it renders once the page shows what the borrower came for.
const SiteFooter = lazy(() => import('./footer/SiteFooter').then((m) => ({ default: m.SiteFooter })));

/**
 * The main landmark. The one part of the frame that follows the address (the operations console's tables and the
 * preview studio's frames need the width), so that a step or page change re-renders it and not the banners and footer.
 */
function Main({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const wide = isConsolePage(pathname) || pathname === STUDIO_PAGE;
  return (
    <Container component="main" id="main" tabIndex={-1} maxWidth={wide ? 'lg' : 'sm'} sx={{ flex: 1, py: { xs: 3, sm: 5 } }}>
      {children}
    </Container>
  );
}

/**
 * The page frame: skip link, the top bar (logo, Application ID once it exists, Login or the signed-in menus), the
 * banners, main content, the support footer (once the page shows something to act on: usePageContentShown), and the
 * one full-screen loader.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { copy } = useEnvironment();
  const pageShown = usePageContentShown();
  const pressAnswered = useContext(PressAnsweredContext);
  const answered = pressAnswered ? (event: { nativeEvent: Event }) => pressAnswered(event.nativeEvent) : undefined;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }} onClickCapture={answered} onSubmitCapture={answered}>
      <Link href="#main" className="skip-link" sx={{ position: 'absolute', left: -9999, '&:focus': { left: 16, top: 8, zIndex: 10, bgcolor: 'background.paper', p: 1 } }}>
        {copy('app.skipToContent')}
      </Link>
      <TopBar />
      <SiteBanners />
      <Main>{children}</Main>
      {pageShown ? <Suspense fallback={null}><SiteFooter /></Suspense> : null}
      <LoaderMount />
    </Box>
  );
}
