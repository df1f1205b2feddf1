import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useEnvironment } from '../../../org/environment';
import type { ApplicationPageProps } from '../../page-props';
import { BookingSummary } from './BookingSummary';
import { NotaryPageFrame } from './NotaryPageFrame';
import { useNotary } from './use-notary';

const BRING = ['notary.reserveManual.bring.id', 'notary.reserveManual.bring.signers', 'notary.reserveManual.bring.unsigned'];
const NEXT = ['notary.reserveManual.next.sign', 'notary.reserveManual.next.return', 'notary.reserveManual.next.insurance'];

/** A headed list of copy keys. */
function KeyList({ id, headingKey, itemKeys }: { id: string; headingKey: string; itemKeys: string[] }) {
  const { copy } = useEnvironment();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" id={id} sx={{ mb: 1 }}>{copy(headingKey)}</Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.75 } }}>
        {itemKeys.map((key) => <li key={key}><Typography component="span">{copy(key)}</Typography></li>)}
      </Box>
    </Box>
  );
}

/**
 * notary/reserve-manual (MANUAL_DEED_SIGNING): the confirmed manual notary booking — day, time and zone, fee — what to
 * bring and what happens next, until the deed is back (the sandbox moves on after the slot; Check again asks).
 */
export function NotaryReserveManualPage({ application, onSubmitted }: ApplicationPageProps) {
  const { copy } = useEnvironment();
  const { notary, error, reload } = useNotary(application.uuid);
  const [checking, setChecking] = useState(false);
  const checkAgain = async () => {
    setChecking(true);
    await onSubmitted();
    setChecking(false);
  };
  return (
    <NotaryPageFrame titleKey="notary.reserveManual.title" bodyKey="notary.reserveManual.body" loaded={notary !== null} loadError={error}
      onRetry={() => void reload()} loanNumber={application.loanNumber}>
      {notary?.booking ? <BookingSummary booking={notary.booking} /> : null}
      <KeyList id="notary-bring-heading" headingKey="notary.reserveManual.bringHeading" itemKeys={BRING} />
      <KeyList id="notary-next-heading" headingKey="notary.reserveManual.nextHeading" itemKeys={NEXT} />
      <Button variant="outlined" disabled={checking} onClick={() => void checkAgain()} sx={{ mb: 3 }}>{copy('notary.reserveManual.checkAgain')}</Button>
    </NotaryPageFrame>
  );
}
