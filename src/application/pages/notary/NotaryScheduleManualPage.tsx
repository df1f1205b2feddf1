import Alert from '@mui/material/Alert';
import { reserveManualNotary } from '../../../api/notary-api';
import { useEnvironment } from '../../../org/environment';
import { PageExtras } from '../../link/PageExtras';
import type { ApplicationPageProps } from '../../page-props';
import { BookSlotForm } from './BookSlotForm';
import { NotaryPageFrame } from './NotaryPageFrame';
import { useNotary } from './use-notary';

/**
 * notary/schedule-manual (stands in for notary/intro): a manual (in-person) notary's slots in the property's time
 * zone with the fee; reserve one → POST notary/manual → MANUAL_DEED_SIGNING. Back to the online session where it is offered.
 */
export function NotaryScheduleManualPage({ page, application, onSubmitted }: ApplicationPageProps) {
  const { copy } = useEnvironment();
  const { notary, error, reload } = useNotary(application.uuid);
  return (
    <NotaryPageFrame titleKey="notary.scheduleManual.title" bodyKey="notary.scheduleManual.body" loaded={notary !== null} loadError={error}
      onRetry={() => void reload()} loanNumber={application.loanNumber}>
      {notary ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>{copy('notary.scheduleManual.fee', { fee: notary.manual.fee })}</Alert>
          {notary.officeClosing ? <Alert severity="info" sx={{ mb: 3 }}>{copy('notary.scheduleManual.office', { earliestDate: notary.earliestDate })}</Alert> : null}
          <BookSlotForm uuid={application.uuid} kind="manual" slots={notary.manual.slots} timeZone={notary.timeZone} actionKey="notary.scheduleManual.reserve"
            book={(startsAt) => reserveManualNotary(application.uuid, startsAt)} onSubmitted={onSubmitted} />
          {notary.electronic.offered ? <PageExtras page={page} application={application} /> : null}
        </>
      ) : null}
    </NotaryPageFrame>
  );
}
