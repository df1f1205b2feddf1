import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { StoredDocument } from '../../../engine/core/api/contract';
import documentTypes from '../../../flows/application/documents.json';
import { errorWords } from '../../api/error-words';
import { documentPath, fetchDocuments } from '../../api/signing-api';
import { LazyPdfDocumentViewer } from '../../components/pdf/LazyPdfDocumentViewer';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../../shell/use-page-title';
import type { ApplicationPageProps } from '../page-props';
import { SigningPageLinks } from './SigningPageLinks';

const TYPES = documentTypes.types as Record<string, { labelKey: string; issuedByLender?: boolean }>;

/** The documents of the answer the lender issued (flows/application/documents.json `issuedByLender`), oldest first. Pure. */
export function issuedDocuments(documents: readonly StoredDocument[] | undefined): StoredDocument[] {
  return (documents ?? []).filter((d) => TYPES[d.documentType]?.issuedByLender === true).reverse();
}

/**
 * The name a listed document goes by: its type's label, or, when several documents share the type (the borrower's
 * signing certificate and each co-owner's), its file name without the application ID and ".pdf". Pure.
 */
export function issuedDocumentName(document: StoredDocument, listed: readonly StoredDocument[], label: string): string {
  const shared = listed.filter((d) => d.documentType === document.documentType).length > 1;
  return shared ? document.fileName.replace(/ - [^-]*\.pdf$/, '') : label;
}

/**
 * document/disclosures: the documents the lender issued for the application (closing documents, the signing
 * certificates of the borrower and of each co-owner who signed, notices), read fresh when the page opens (the lender may have issued one since the application was
 * loaded), each opened in the PDF viewer on demand and downloadable.
 */
export function DocumentDisclosuresPage({ page, application }: ApplicationPageProps) {
  const { copy } = useEnvironment();
  const [open, setOpen] = useState<string | null>(null);
  const title = copy('document.disclosures.title');
  usePageTitle(title);
  const [listed, setListed] = useState<StoredDocument[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    fetchDocuments(application.uuid).then((a) => live && setListed(a.documents)).catch((e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, [application.uuid]);
  const documents = issuedDocuments(listed ?? []);
  let intro;
  if (error) intro = <Alert severity="error" role="alert" sx={{ mb: 3 }}>{errorWords(error, copy)}</Alert>;
  else if (!listed) intro = <Box role="status" sx={{ mb: 3 }}><CircularProgress size={24} aria-label={title} /></Box>;
  else intro = <Typography sx={{ mb: 3 }}>{copy(documents.length ? 'document.disclosures.subtitle' : 'document.disclosures.empty')}</Typography>;
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{title}</Typography>
      {intro}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={title}>
        {documents.map((d) => {
          const name = issuedDocumentName(d, documents, copy(TYPES[d.documentType].labelKey));
          const isOpen = open === d.uuid;
          return (
            <Box component="li" key={d.uuid} sx={{ mb: 2 }} data-testid="issued-document">
              <Button variant={isOpen ? 'outlined' : 'text'} aria-expanded={isOpen} onClick={() => setOpen(isOpen ? null : d.uuid)}>
                {copy(isOpen ? 'document.disclosures.close' : 'document.disclosures.open', { title: name })}
              </Button>
              {isOpen ? (
                <LazyPdfDocumentViewer source={documentPath(application.uuid, d.uuid)} title={name} fileName={d.fileName} loadingLabel={copy('pdf.viewer.loading', { title: name })} />
              ) : null}
            </Box>
          );
        })}
      </Box>
      <SigningPageLinks page={page} applicationUuid={application.uuid} />
    </Box>
  );
}
