import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { signerConditionsOn } from '../../engine/core';
import { fetchProfileType } from '../auth/identity-api';
import { fetchSignerApplication } from '../conditions/conditions-api';
import { locationOf } from '../conditions/conditions-data';
import { ConditionsView } from '../conditions/ConditionsView';
import { useEnvironment } from '../org/environment';
import { withOrg } from '../shell/with-org';
import { signerConditionsSettings, signerPages } from './signer-pages';

const settings = signerConditionsSettings;

/**
 * The signer's conditions (/heloc-signer/conditions/{location}: index, upload-document, identity): only while the flag
 * `additional-signer-conditions` is on and the signer's profile has loaded; the same view as the borrower's, on the
 * application the signer signs for, showing only the conditions addressed to them.
 */
export function SignerConditionsPage() {
  const { flags, copy } = useEnvironment();
  const { '*': rest = '' } = useParams();
  const [params] = useSearchParams();
  const on = signerConditionsOn(settings, flags);
  const [state, setState] = useState<{ applicationUuid: string } | 'loading' | 'failed'>('loading');
  useEffect(() => {
    if (!on) return;
    let live = true;
    // The profile first (a signer's pages need it loaded), then the application the signer signs for.
    fetchProfileType().then(() => fetchSignerApplication()).then((found) => { if (live) setState(found); }).catch(() => { if (live) setState('failed'); });
    return () => { live = false; };
  }, [on]);
  const location = locationOf(rest);
  if (!on || (location !== null && !settings.locations.includes(location))) return <Navigate to={withOrg(settings.otherwise)} replace />;
  if (state === 'failed') return <Navigate to={withOrg(signerPages.loadError)} replace />;
  if (state === 'loading') return <Box role="status"><CircularProgress aria-label={copy('app.loading')} /></Box>;
  const query = { conditionUuid: params.get('conditionUuid'), conditionType: params.get('conditionType'), conditionEnum: params.get('conditionEnum') };
  return <ConditionsView applicationUuid={state.applicationUuid} location={location} query={query} base={settings.path} audience="signer" />;
}
