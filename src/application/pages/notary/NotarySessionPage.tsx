import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { useEnvironment } from '../../../org/environment';
import type { ApplicationPageProps } from '../../page-props';
import { BookingSummary } from './BookingSummary';
import { NotaryPageFrame } from './NotaryPageFrame';
import { useNotary } from './use-notary';

/**
 * notary/session (NOTARY_SCHEDULED, NOTARY_SESSION): the booked electronic session and, from its time, the session
 * itself as the sandbox notary runs it — opened, the notary joined — announced politely (aria-live). Asks again every
 * `pollMs`; when the status moves on (the deed signed, or the session failed) the host routes the borrower on.
 */
export function NotarySessionPage({ application, onSubmitted }: ApplicationPageProps) {
  const { copyOf } = useEnvironment();
  const { notary, error, reload } = useNotary(application.uuid, true);
  const moved = notary !== null && notary.status !== application.status.checklistStatus;
  useEffect(() => {
    if (moved) void onSubmitted();
  }, [moved, onSubmitted]);
  const state = notary?.booking?.state ?? 'BOOKED';
  return (
    <NotaryPageFrame titleKey="notary.session.title" bodyKey="notary.session.body" loaded={notary !== null} loadError={error}
      onRetry={() => void reload()} loanNumber={application.loanNumber}>
      {notary?.booking ? <BookingSummary booking={notary.booking} /> : null}
      <Alert severity={state === 'NOTARY_JOINED' || state === 'SIGNED' ? 'success' : 'info'} sx={{ mb: 3 }}>
        <span role="status" aria-live="polite" data-testid="notary-session-state" data-state={state}>{copyOf('notary.session.state.*', state)}</span>
      </Alert>
    </NotaryPageFrame>
  );
}
