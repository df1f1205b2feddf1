import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { END_MARKER_THRESHOLD, isEndReached } from '../../../engine/core';
import { apiFetchBlob } from '../../api/client';
import { errorWords } from '../../api/error-words';
import { useEnvironment } from '../../org/environment';
import { MAX_PAGE_WIDTH, openPdf, renderPdfPages } from './render-pdf-pages';
import { saveBlob, sha256Hex } from './save-blob';

/** What the viewer shows and reports. */
export interface PdfDocumentViewerProps {
  /** The API path of the PDF (fetched with the bearer token). */
  source: string;
  title: string;
  fileName: string;
  /** Called once the end marker after the last page was a quarter visible. */
  onEndReached?: () => void;
  /** Called with the SHA-256 of the bytes fetched, once they are shown. */
  onLoaded?: (sha256: string) => void;
}

type ViewerState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'shown'; blob: Blob };

const TEXT_LAYER = {
  '& .pdf-page': { position: 'relative', mx: 'auto', mb: 2, boxShadow: 1, bgcolor: '#fff' },
  '& .pdf-page canvas': { display: 'block' },
  '& .textLayer': {
    position: 'absolute', inset: 0, overflow: 'clip', opacity: 1, lineHeight: 1, transformOrigin: '0 0', zIndex: 0,
    '--min-font-size': 1, '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))', '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
  },
  '& .textLayer :is(span, br)': { color: 'transparent', position: 'absolute', whiteSpace: 'pre', cursor: 'text', transformOrigin: '0% 0%' },
  '& .textLayer > :not(.markedContent), & .textLayer .markedContent span:not(.markedContent)': {
    zIndex: 1, '--font-height': 0, fontSize: 'calc(var(--text-scale-factor) * var(--font-height))', '--scale-x': 1, '--rotate': '0deg',
    transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
  },
  '& .textLayer .markedContent': { display: 'contents' },
  '& .textLayer ::selection': { background: 'rgba(0, 0, 255, 0.25)' },
} as const;

/**
 * A PDF of the application read in the page (platform spec §2): the bytes fetched with the bearer token, each page
 * drawn by pdf.js with its text layer, at most 700 px wide, in a focusable scroll region (arrows, Page Down, End);
 * a loading and an error state, a download link (the same bytes, under the document's file name) and an end marker
 * after the last page whose quarter in view reports the end. Loaded on demand with pdf.js (LazyPdfDocumentViewer).
 */
export function PdfDocumentViewer({ source, title, fileName, onEndReached, onLoaded }: PdfDocumentViewerProps) {
  const { copy } = useEnvironment();
  const [state, setState] = useState<ViewerState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const pagesRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const markerRef = useRef<HTMLDivElement>(null);
  const reported = useRef({ onEndReached, onLoaded });
  reported.current = { onEndReached, onLoaded };

  useEffect(() => {
    let cancelled = false;
    const pages = pagesRef.current;
    setState({ kind: 'loading' });
    (async () => {
      const blob = await apiFetchBlob(source);
      const bytes = await blob.arrayBuffer();
      const pdf = await openPdf(bytes);
      if (cancelled || !pages) return;
      pages.replaceChildren();
      await renderPdfPages(pdf, pages, (page, total) => copy('pdf.viewer.pageLabel', { page, pages: total }), () => cancelled);
      if (cancelled) return;
      setState({ kind: 'shown', blob });
      reported.current.onLoaded?.(await sha256Hex(bytes));
    })().catch((error: unknown) => {
      if (!cancelled) setState({ kind: 'failed', message: errorWords(error, copy) === copy('common.somethingUnexpected') ? copy('pdf.viewer.failed') : errorWords(error, copy) });
    });
    return () => {
      cancelled = true;
      pages?.replaceChildren();
    };
  }, [source, attempt, copy]);

  useEffect(() => {
    if (state.kind !== 'shown' || !markerRef.current) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => isEndReached(e.intersectionRatio, e.isIntersecting))) {
        observer.disconnect();
        reported.current.onEndReached?.();
      }
    }, { root: scrollRef.current, threshold: [END_MARKER_THRESHOLD] });
    observer.observe(markerRef.current);
    return () => observer.disconnect();
  }, [state.kind]);

  const download = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (state.kind === 'shown') saveBlob(state.blob, fileName);
  }, [state, fileName]);

  return (
    <Box sx={{ maxWidth: MAX_PAGE_WIDTH + 32 }}>
      {state.kind === 'failed' ? (
        <Alert severity="error" role="alert" action={<Button color="inherit" onClick={() => setAttempt((a) => a + 1)}>{copy('pdf.viewer.retry')}</Button>}>
          {state.message}
        </Alert>
      ) : null}
      {state.kind === 'loading' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{copy('pdf.viewer.loading', { title })}</Typography>
        </Box>
      ) : null}
      <Box
        ref={scrollRef}
        tabIndex={0}
        role="region"
        aria-label={copy('pdf.viewer.label', { title })}
        aria-busy={state.kind === 'loading'}
        data-testid="pdf-scroll"
        sx={{
          display: state.kind === 'failed' ? 'none' : 'block', maxHeight: 480, overflowY: 'auto', bgcolor: 'grey.200', p: 2, borderRadius: 1,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 }, ...TEXT_LAYER,
        }}
      >
        <div ref={pagesRef} />
        {state.kind === 'shown' ? (
          <Box ref={markerRef} data-testid="pdf-end-marker" sx={{ py: 1.5, textAlign: 'center' }}>
            <Typography variant="body2">{copy('pdf.viewer.end', { title })}</Typography>
          </Box>
        ) : null}
      </Box>
      {state.kind === 'shown' ? (
        <Link href="#" onClick={download} download={fileName} sx={{ display: 'inline-block', mt: 1 }} data-testid="pdf-download">
          {copy('pdf.viewer.download', { fileName })}
        </Link>
      ) : null}
    </Box>
  );
}
