import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { applicationPagePath, decidePage, pageMove, standsIn } from '../../engine/core';
import { preloadApplicationPage } from './page-registry';
import { pagesData } from './pages-data';
import { ApplicationFrame } from './ApplicationFrame';
import { ApplicationLoadError } from './ApplicationLoadError';
import { ApplicationNotFound } from './ApplicationNotFound';
import { FullPageLoader } from '../shell/loader/FullPageLoader';
import { routingData } from './routing-data';
import { useApplicationState } from './use-application-state';

/**
 * The page host of /account/heloc/{uuid}/*: reads the application and the profile, polls while the server works, lets
 * the engine decide the page (decidePage: status table, then state machine) and keeps the URL on that page: a new
 * history entry when the status moved on from the page shown, else in place (pageMove), so browser Back stays inside.
 * A page that stands in for the decided one (pages.json `within`) stays. Pages get the application, the profile and
 * onSubmitted (re-read, poll, move on).
 */
export function ApplicationHost() {
  const { uuid = '', '*': rest = '' } = useParams();
  const currentPage = rest.replace(/\/+$/, '');
  const navigate = useNavigate();
  const { search, key } = useLocation();
  // The history entry (location key) on which the URL's page was last shown as the decided page.
  const shownOn = useRef<{ key: string; page: string } | null>(null);
  const state = useApplicationState(uuid);
  // The page in the address usually is the one decided: its code loads while the application is read.
  useEffect(() => preloadApplicationPage(currentPage), [currentPage]);
  const { phase, application, profile, statusOverride } = state;

  const decision = useMemo(() => {
    if (phase !== 'ready' || !application || !profile) return null;
    const snapshot = { application, profile: profile as unknown as Record<string, unknown>, status: statusOverride };
    // Decided without the current page first, so `because` names the row or trigger that sent the borrower here; the
    // current page only matters when it differs (a declined application may stay on an exempt page).
    const decision = decidePage(routingData, snapshot);
    if (!currentPage || decision.page === currentPage) return decision;
    // A page the borrower chose in place of the decided one (its `within`: the account entered by hand, an upload
    // instead of a link) stays while the routing still decides that page.
    if (standsIn(pagesData, currentPage, decision.page)) return { ...decision, page: currentPage };
    return decidePage(routingData, snapshot, currentPage);
  }, [phase, application, profile, statusOverride, currentPage]);

  useEffect(() => {
    if (!decision) return;
    const move = pageMove(currentPage, decision.page, shownOn.current?.key === key && shownOn.current.page === currentPage);
    if (move === 'stay') shownOn.current = { key, page: currentPage };
    // The query goes along (org, pop-webchat and the rest survive the move). A page the status moved on from gets a
    // new history entry (browser Back returns to it, and is sent on in place: pageMove); any other URL is replaced.
    else navigate(`${applicationPagePath(uuid, decision.page)}${search}`, { replace: move === 'replace' });
  }, [decision, currentPage, uuid, navigate, search, key]);

  if (phase === 'not-found') return <ApplicationNotFound />;
  if (phase === 'error') return <ApplicationLoadError message={state.error} onRetry={state.refresh} />;
  if (!application || !profile) return <FullPageLoader setTitle />;
  // Busy again after a borrower action: the page stays (inert) under the loader until the host moves on.
  const shownPage = decision?.page ?? currentPage;
  if (decision && decision.page !== currentPage) return <FullPageLoader />;
  return (
    <ApplicationFrame
      page={shownPage}
      application={application}
      profile={profile}
      status={statusOverride ?? application.status.checklistStatus}
      because={decision?.because ?? ''}
      busy={phase === 'busy'}
      onSubmitted={state.refresh}
    />
  );
}
