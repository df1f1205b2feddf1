import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CoSigner } from '../../api/signing-api';
import { useEnvironment } from '../../org/environment';

/** The co-owners named so far, each with their status; an invited one can be sent the invitation again or removed. */
export function CoSignerList({ signers, busy, onResend, onRemove }: {
  signers: CoSigner[];
  busy: boolean;
  onResend: (signer: CoSigner) => void;
  onRemove: (signer: CoSigner) => void;
}) {
  const { copy, copyOf } = useEnvironment();
  if (signers.length === 0) return <Typography>{copy('signing.additional.empty')}</Typography>;
  return (
    <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }} data-testid="co-signers">
      {signers.map((s) => (
        <li key={s.uuid} data-status={s.status}>
          <Typography component="span" data-testid="co-signer-status">{copyOf('signing.additional.status.*', s.status, { name: s.name, email: s.email ?? '' })}</Typography>
          {s.status === 'INVITED' ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
              <Button size="small" variant="outlined" disabled={busy} aria-label={copy('signing.additional.resendName', { name: s.name })} onClick={() => onResend(s)}>
                {copy('signing.additional.resend')}
              </Button>
              <Button size="small" color="error" disabled={busy} aria-label={copy('signing.additional.removeName', { name: s.name })} onClick={() => onRemove(s)}>
                {copy('signing.additional.remove')}
              </Button>
            </Box>
          ) : null}
        </li>
      ))}
    </Box>
  );
}
