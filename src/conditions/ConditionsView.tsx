import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';
import { withOrg } from '../shell/with-org';
import { ConditionList, useConditionTitle } from './ConditionList';
import { ConditionPhone } from './ConditionPhone';
import { ConditionUpload } from './ConditionUpload';
import { pickCondition, type Condition, type ConditionLocation, type ConditionQuery } from './conditions-data';
import { useConditions } from './use-conditions';

export interface ConditionsViewProps {
  /** The application the conditions are on (null while a signer's is still being looked up). */
  applicationUuid: string | null;
  /** The page: null for the index, else the location under conditions/. */
  location: ConditionLocation | null;
  query: ConditionQuery;
  /** The path of the index (…/conditions); each condition's page is under it. */
  base: string;
  /** Told when the server's answer changed after the first (a poll, or a condition cleared here). */
  onChange?: (conditions: Condition[]) => void;
  /** Whose pages these are: the index speaks to the borrower of their application, or to a co-owner who signs (default borrower). */
  audience?: 'borrower' | 'signer';
}

/** The index's wording for the borrower or for a signer. */
function useIndexWording(audience: 'borrower' | 'signer') {
  const { copy } = useEnvironment();
  return audience === 'signer'
    ? { title: copy('conditions.signer.index.title'), subtitle: copy('conditions.signer.index.subtitle'), none: copy('conditions.signer.index.none') }
    : { title: copy('conditions.index.title'), subtitle: copy('conditions.index.subtitle'), none: copy('conditions.index.none') };
}

/**
 * The conditions pages of the borrower and the signer (platform §2 /{uuid}/conditions/{location},
 * /heloc-signer/conditions/{location}): the index lists open and cleared conditions; upload-document, identity and
 * phone-number take care of one (the query's, else the first open one of that page). The list is polled every
 * conditions.json pollMs and the page follows the server's answer. A signer's index has its own wording.
 */
export function ConditionsView({ applicationUuid, location, query, base, onChange, audience = 'borrower' }: ConditionsViewProps) {
  const { copy } = useEnvironment();
  const wording = useIndexWording(audience);
  const { conditions, failed, reload } = useConditions(applicationUuid, onChange);
  const titleOf = useConditionTitle();
  const [done, setDone] = useState<string | null>(null);
  const condition = conditions && location ? pickCondition(conditions, location, query) : null;
  const title = location === null ? wording.title
    : condition ? titleOf(condition)
      : copy(location === 'phone-number' ? 'conditions.phone.title' : location === 'identity' ? 'conditions.identity.title' : 'conditions.upload.title');
  usePageTitle(title);

  const cleared = async (c: Condition) => {
    setDone(c.uuid);
    const next = await reload();
    if (next) onChange?.(next);
  };

  const back = (
    <Link component={RouterLink} to={withOrg(base)} sx={{ display: 'inline-block', mt: 3 }}>{copy('conditions.back')}</Link>
  );
  let body;
  if (failed && !conditions) {
    body = (
      <Alert severity="error" role="alert" action={<Button color="inherit" onClick={() => void reload()}>{copy('conditions.index.retry')}</Button>}>
        {copy('conditions.index.loadError')}
      </Alert>
    );
  } else if (!conditions || !applicationUuid) {
    body = <CircularProgress aria-label={copy('app.loading')} />;
  } else if (location === null) {
    body = <ConditionList conditions={conditions} base={base} none={wording.none} />;
  } else if (!condition || condition.status === 'CLEARED') {
    body = (
      <>
        <Alert severity={done && condition?.uuid === done ? 'success' : 'info'} role="status">
          {copy(done && condition?.uuid === done ? 'conditions.cleared' : condition ? 'conditions.cleared' : 'conditions.notFound')}
        </Alert>
        {back}
      </>
    );
  } else {
    body = (
      <>
        {condition.commentsToBorrower ? <Typography sx={{ mb: 2 }}><strong>{copy('conditions.comments')}:</strong> {condition.commentsToBorrower}</Typography> : null}
        {condition.actionNeeded === 'phone-number' ? (
          <ConditionPhone key={condition.uuid} applicationUuid={applicationUuid} condition={condition} onCleared={(c) => void cleared(c)} />
        ) : (
          <ConditionUpload key={condition.uuid} applicationUuid={applicationUuid} condition={condition}
            helpKey={condition.actionNeeded === 'identity' ? 'conditions.identity.help' : undefined} onCleared={(c) => void cleared(c)} />
        )}
        {back}
      </>
    );
  }
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{title}</Typography>
      {location === null ? <Typography sx={{ mb: 3 }}>{wording.subtitle}</Typography> : null}
      {body}
    </Box>
  );
}
