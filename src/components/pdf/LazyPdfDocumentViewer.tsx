import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import type { PdfDocumentViewerProps } from './PdfDocumentViewer';

/** The viewer and pdf.js, a chunk of their own loaded the first time a document is shown. */
const PdfDocumentViewer = lazy(() => import('./PdfDocumentViewer').then((m) => ({ default: m.PdfDocumentViewer })));

/** The PDF viewer, loaded on demand (a spinner while its chunk arrives). */
export function LazyPdfDocumentViewer(props: PdfDocumentViewerProps & { loadingLabel: string }) {
  const { loadingLabel, ...viewer } = props;
  return (
    <Suspense fallback={<Box role="status" sx={{ my: 2 }}><CircularProgress size={24} aria-label={loadingLabel} /></Box>}>
      <PdfDocumentViewer {...viewer} />
    </Suspense>
  );
}
