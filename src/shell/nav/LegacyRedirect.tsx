import { useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { resolveRedirect, type RedirectTable } from '../../../engine/core';
import redirects from '../../../flows/platform/redirects.json';
import { useEnvironment } from '../../org/environment';
import { redirectContext } from './shell-data';

const table = redirects as RedirectTable;

/** Leaves for another site (replacing this entry in the history); renders nothing meanwhile. */
function ExternalRedirect({ url }: { url: string }) {
  useEffect(() => window.location.replace(url), [url]);
  return null;
}

/**
 * The catch-all route: a legacy or marketing path of flows/platform/redirects.json goes where its row says — a page
 * of this app (the query goes along: org, pop-webchat…) or the organisation's page on its main site; any other path
 * goes to registration, the query kept.
 */
export function LegacyRedirect() {
  const { pathname, search } = useLocation();
  const { org } = useEnvironment();
  const target = useMemo(() => resolveRedirect(table, pathname, redirectContext(org)), [pathname, org]);
  if (target?.kind === 'external') return <ExternalRedirect url={target.url} />;
  return <Navigate to={`${target?.path ?? '/account/heloc/register-v2'}${search}`} replace />;
}
