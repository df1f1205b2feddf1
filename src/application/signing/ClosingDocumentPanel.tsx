import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClosingDocument } from '../../api/signing-api';
import { documentPath } from '../../api/signing-api';
import { LazyPdfDocumentViewer } from '../../components/pdf/LazyPdfDocumentViewer';
import { useEnvironment } from '../../org/environment';

/**
 * One closing document on signing/sign (and the additional signer's documents page): its title, whether it was read
 * to the end, and the document in the viewer, fetched from `source` (default: the application's document).
 */
export function ClosingDocumentPanel({ applicationUuid, source, document, read, onRead, onHash }: {
  applicationUuid?: string;
  source?: string;
  document: ClosingDocument;
  read: boolean;
  onRead: () => void;
  onHash: (sha256: string) => void;
}) {
  const { copy } = useEnvironment();
  const headingId = `closing-document-${document.uuid}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }} data-testid="closing-document">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" id={headingId}>{document.title}</Typography>
        <Typography variant="body2" data-testid="read-state" sx={{ fontWeight: 600, color: read ? 'success.dark' : 'text.secondary' }}>
          {copy(read ? 'signing.sign.readDone' : 'signing.sign.notRead')}
        </Typography>
      </Box>
      <LazyPdfDocumentViewer
        source={source ?? documentPath(applicationUuid ?? '', document.uuid)}
        title={document.title}
        fileName={document.fileName}
        loadingLabel={copy('pdf.viewer.loading', { title: document.title })}
        onEndReached={onRead}
        onLoaded={onHash}
      />
    </Box>
  );
}
