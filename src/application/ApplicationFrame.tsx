import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState } from 'react';
import type { Application } from '../api/registration-api';
import { ApplicationLoadError } from './ApplicationLoadError';
import { FullPageLoader } from '../shell/loader/FullPageLoader';
import { usePageContentShown } from '../shell/page-content-shown';
import { pageComponent } from './page-registry';
import type { BorrowerProfile } from './page-props';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoaded } from './PageLoaded';
import { ApplicationSidebar } from './sidebar/ApplicationSidebar';
import { SidebarAfterHeading } from './sidebar/SidebarAfterHeading';

/** The width from which the sidebar stands beside the page (below it, it follows the page heading, collapsible). */
export const DESKTOP_QUERY = '(min-width:1024px)';
const WIDE = 'min(1080px, calc(100vw - 48px))';

export interface ApplicationFrameProps {
  page: string;
  application: Application;
  profile: BorrowerProfile;
  status: string;
  because: string;
  busy: boolean;
  onSubmitted: () => Promise<void>;
}

/**
 * An application page with the "Application progress" sidebar: beside the page on a desktop, after the page's h1 and
 * collapsible below 1024 px. The container names the page, the server status and why the page was chosen
 * (data-page, data-status, data-because) for tests and QA. While the host is busy the page is inert under the loader.
 */
export function ApplicationFrame({ page, application, profile, status, because, busy, onSubmitted }: ApplicationFrameProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY, { noSsr: true });
  const [pageElement, setPageElement] = useState<HTMLElement | null>(null);
  const Page = pageComponent(page);
  // Beside the page, the sidebar waits until the page shows something to act on (its column is reserved, nothing moves).
  const pageShown = usePageContentShown();
  const sidebar = <ApplicationSidebar page={page} application={application} collapsible={!desktop} />;
  return (
    <Box
      data-testid="application-page"
      data-page={page}
      data-status={status}
      data-because={because}
      aria-busy={busy}
      sx={{
        [`@media ${DESKTOP_QUERY}`]: {
          // The shell's main column is narrow; the page and its sidebar take a wider, centred band.
          width: WIDE, ml: `calc((100% - ${WIDE}) / 2)`,
          display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 320px', columnGap: 5, alignItems: 'start',
        },
      }}
    >
      <Box ref={setPageElement} inert={busy} sx={{ minWidth: 0 }}>
        <PageErrorBoundary key={page}>
          <Suspense fallback={<FullPageLoader />}>
            {Page ? <><Page page={page} application={application} profile={profile} onSubmitted={onSubmitted} /><PageLoaded /></> : <ApplicationLoadError />}
          </Suspense>
        </PageErrorBoundary>
      </Box>
      {desktop ? (
        pageShown ? <Box component="aside" aria-labelledby="sidebar-heading" inert={busy}>{sidebar}</Box> : null
      ) : (
        <SidebarAfterHeading container={pageElement}>
          <Box component="aside" aria-labelledby="sidebar-heading" inert={busy} sx={{ my: 3 }}>{sidebar}</Box>
        </SidebarAfterHeading>
      )}
      {/* The shell's loader lingers itself: at least 1 s, and 300 ms after loading ends (registration §9). */}
      {busy ? <FullPageLoader /> : null}
    </Box>
  );
}
