import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SIGNER_SIGNING_CERTIFICATE_PATH } from '../api/signer-api';
import { LazyPdfDocumentViewer } from '../components/pdf/LazyPdfDocumentViewer';
import { useEnvironment } from '../org/environment';

/**
 * /heloc-signer/sign's part once the signer signed: their signing certificate (who signed, when, from where, each
 * document's SHA-256), opened in the PDF viewer on request and downloadable from it.
 */
export function SignerCertificatePart() {
  const { copy } = useEnvironment();
  const [open, setOpen] = useState(false);
  const title = copy('signer.certificate.title');
  return (
    <Box sx={{ mt: 3 }} data-testid="signer-certificate">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{title}</Typography>
      <Typography sx={{ mb: 1 }}>{copy('signer.certificate.body')}</Typography>
      <Button variant={open ? 'outlined' : 'contained'} aria-expanded={open} onClick={() => setOpen(!open)} sx={{ mb: 2 }}>
        {open ? copy('signer.certificate.close') : copy('signer.certificate.open')}
      </Button>
      {open ? (
        <LazyPdfDocumentViewer source={SIGNER_SIGNING_CERTIFICATE_PATH} title={title} fileName={copy('signer.certificate.fileName')}
          loadingLabel={copy('pdf.viewer.loading', { title })} />
      ) : null}
    </Box>
  );
}
