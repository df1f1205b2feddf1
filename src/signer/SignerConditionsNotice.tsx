import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { signerConditionsOn } from '../../engine/core';
import { fetchConditions, fetchSignerApplication } from '../conditions/conditions-api';
import { useEnvironment } from '../org/environment';
import { withOrg } from '../shell/with-org';
import { signerConditionsSettings } from './signer-pages';

/**
 * On the signer's task pages (signer-pages.json `conditions.noticeOn`): while flag `additional-signer-conditions` is
 * on, the number of conditions the underwriter has asked this signer for and still open, with a link to their
 * conditions pages. Nothing while none is open, while they load, or when they cannot be read (the tasks still show).
 */
export function SignerConditionsNotice() {
  const { flags, copy } = useEnvironment();
  const on = signerConditionsOn(signerConditionsSettings, flags);
  const [open, setOpen] = useState(0);
  useEffect(() => {
    if (!on) return undefined;
    let live = true;
    fetchSignerApplication()
      .then(({ applicationUuid }) => fetchConditions(applicationUuid))
      .then((conditions) => { if (live) setOpen(conditions.filter((c) => c.status === 'OPEN').length); })
      .catch(() => undefined);
    return () => { live = false; };
  }, [on]);
  if (!on || open === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="signer-conditions-notice">
      {copy('signer.conditions.notice', { count: open })}{' '}
      <Link component={RouterLink} to={withOrg(signerConditionsSettings.path)}>{copy('signer.conditions.noticeLink')}</Link>
    </Alert>
  );
}
