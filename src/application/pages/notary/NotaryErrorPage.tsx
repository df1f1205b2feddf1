import Alert from '@mui/material/Alert';
import { COPY_FAMILIES } from '../../../../engine/core';
import { rescheduleNotary } from '../../../api/notary-api';
import { useEnvironment } from '../../../org/environment';
import { ActionPage } from '../../forms/ActionPage';
import type { ApplicationPageProps } from '../../page-props';
import { SupportContacts } from '../../SupportContacts';
import { useNotary } from './use-notary';

/**
 * notary/error (NOTARY_SCHEDULING after a failed session): why the session could not be completed, and a way back —
 * book another session (POST notary/reschedule → notary/intro).
 */
export function NotaryErrorPage({ application, onSubmitted }: ApplicationPageProps) {
  const { copy, copyOf } = useEnvironment();
  const { notary } = useNotary(application.uuid);
  const reason = notary?.booking?.failureReason;
  // A reason flows/application/notary.json does not list has no words of its own.
  const listed = reason && (COPY_FAMILIES['notary.error.reason.*'].values as readonly string[]).includes(reason);
  const words = listed ? copyOf('notary.error.reason.*', reason) : copy('notary.error.reasonUnknown');
  return (
    <div data-testid="notary-page">
      <ActionPage titleKey="notary.error.title" bodyKey="notary.error.body" actionKey="notary.error.rebook"
        action={() => rescheduleNotary(application.uuid)} onSubmitted={onSubmitted}>
        {notary ? <Alert severity="warning" sx={{ mb: 2 }} data-testid="notary-failure">{words}</Alert> : null}
      </ActionPage>
      <SupportContacts loanNumber={application.loanNumber} />
    </div>
  );
}
