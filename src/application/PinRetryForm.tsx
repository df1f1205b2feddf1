import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useEnvironment } from '../org/environment';
import { retryCredit } from './application-calls';
import { CreditField } from './CreditField';
import { pinError } from './credit-input';
import { useCreditRetry } from './use-credit-retry';

/**
 * credit/error and review-app/incorrect-pin: pull credit again, with the credit-freeze PIN when the borrower has one
 * (optional); POST credit/retry, then the host moves on (a wrong PIN leads to review-app/incorrect-pin).
 */
export function PinRetryForm({ uuid, onSubmitted }: { uuid: string; onSubmitted: () => Promise<void> }) {
  const { copy } = useEnvironment();
  const [pin, setPin] = useState('');
  const { errorKey, submitting, failure, submit } = useCreditRetry(pin, pinError, (value) => retryCredit(uuid, value.trim() || undefined), onSubmitted);
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={copy('credit.pin.formLabel')} sx={{ mt: 3, maxWidth: 420 }}>
      <CreditField
        id="credit-pin"
        label={copy('credit.pin.label')}
        value={pin}
        onChange={setPin}
        help={copy('credit.pin.help')}
        error={errorKey ? copy(errorKey) : null}
        maxLength={16}
      />
      {failure ? <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert> : null}
      <Button type="submit" variant="contained" disabled={submitting}>{submitting ? copy('common.submitting') : copy('credit.retry.submit')}</Button>
    </Box>
  );
}
