import Alert from '@mui/material/Alert';
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
  const { copy } = useEnvironment();
  const { notary } = useNotary(application.uuid);
  const reason = notary?.booking?.failureReason;
  const reasonKey = reason ? `notary.error.reason.${reason}` : null;
  const words = reasonKey && copy(reasonKey) !== reasonKey ? copy(reasonKey) : copy('notary.error.reasonUnknown');
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
