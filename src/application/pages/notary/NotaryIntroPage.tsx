import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { applicationPagePath } from '../../../../engine/core';
import { bookNotarySession } from '../../../api/notary-api';
import { useEnvironment } from '../../../org/environment';
import { PageExtras } from '../../link/PageExtras';
import type { ApplicationPageProps } from '../../page-props';
import { BookSlotForm } from './BookSlotForm';
import { NotaryPageFrame } from './NotaryPageFrame';
import { useNotary } from './use-notary';

/**
 * notary/intro (NOTARY_SCHEDULING): why the deed of trust is notarised; an electronic (remote online) session booked
 * from the offered slots (POST notary/session), or a manual notary (notary/schedule-manual). In Texas (an office
 * closing, from the 12-day date) and where the county refuses remote notarisation, the manual notary only.
 */
export function NotaryIntroPage({ page, application, onSubmitted }: ApplicationPageProps) {
  const { copy } = useEnvironment();
  const { search } = useLocation();
  const { notary, error, reload } = useNotary(application.uuid);
  const manualOnly = notary !== null && !notary.electronic.offered;
  return (
    <NotaryPageFrame titleKey="notary.intro.title" bodyKey="notary.intro.body" loaded={notary !== null} loadError={error} onRetry={() => void reload()} loanNumber={application.loanNumber}>
      {notary?.officeClosing ? <Alert severity="info" sx={{ mb: 3 }}>{copy('notary.intro.texas', { earliestDate: notary.earliestDate })}</Alert> : null}
      {manualOnly && !notary?.officeClosing ? <Alert severity="info" sx={{ mb: 3 }}>{copy('notary.intro.manualOnly')}</Alert> : null}
      {notary && !manualOnly ? (
        <section aria-labelledby="notary-electronic-heading">
          <Typography variant="h6" component="h2" id="notary-electronic-heading" sx={{ mb: 1 }}>{copy('notary.intro.electronic.heading')}</Typography>
          <Typography sx={{ mb: 2 }}>{copy('notary.intro.electronic.body')}</Typography>
          <BookSlotForm uuid={application.uuid} kind="electronic" slots={notary.electronic.slots} timeZone={notary.timeZone} actionKey="notary.intro.book"
            book={(startsAt) => bookNotarySession(application.uuid, startsAt)} onSubmitted={onSubmitted} />
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{copy('notary.intro.manual.heading')}</Typography>
          <Typography sx={{ mb: 1 }}>{copy('notary.intro.manual.body', { fee: notary.manual.fee })}</Typography>
          <PageExtras page={page} application={application} />
        </section>
      ) : null}
      {manualOnly ? (
        <>
          <Typography sx={{ mb: 2 }}>{copy('notary.intro.manual.body', { fee: notary.manual.fee })}</Typography>
          <Button component={RouterLink} to={`${applicationPagePath(application.uuid, 'notary/schedule-manual')}${search}`} variant="contained" size="large" sx={{ mb: 3 }}>
            {copy('notary.intro.manualButton')}
          </Button>
        </>
      ) : null}
    </NotaryPageFrame>
  );
}
