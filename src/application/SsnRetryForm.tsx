import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useEnvironment } from '../org/environment';
import { submitCreditSsn } from './application-calls';
import { CreditField } from './CreditField';
import { formatSsn, ssnError } from './credit-input';
import { useCreditRetry } from './use-credit-retry';

/** credit/social: the SSN (masked, ###-##-####) to retry the credit match; POST credit/ssn, then the host moves on. */
export function SsnRetryForm({ uuid, onSubmitted }: { uuid: string; onSubmitted: () => Promise<void> }) {
  const { copy } = useEnvironment();
  const [ssn, setSsn] = useState('');
  const { errorKey, submitting, failure, submit } = useCreditRetry(ssn, ssnError, (value) => submitCreditSsn(uuid, value), onSubmitted);
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={copy('credit.ssn.formLabel')} sx={{ mt: 3, maxWidth: 420 }}>
      <CreditField
        id="credit-ssn"
        label={copy('credit.ssn.label')}
        value={ssn}
        onChange={(typed) => setSsn(formatSsn(typed))}
        help={copy('credit.ssn.help')}
        error={errorKey ? copy(errorKey) : null}
        masked
        revealLabel={copy('credit.ssn.show')}
        inputMode="numeric"
        maxLength={11}
        required
      />
      {failure ? <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert> : null}
      <Button type="submit" variant="contained" disabled={submitting}>{submitting ? copy('common.submitting') : copy('credit.ssn.submit')}</Button>
    </Box>
  );
}
