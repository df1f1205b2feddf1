import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useState, type MouseEvent } from 'react';
import { callPath } from '../../../engine/core';
import { ApiError } from '../../api/api-error';
import { apiFetchBlob } from '../../api/client';
import { saveBlob } from '../../components/pdf/save-blob';

/**
 * The link to a stored document of the application (GET …/documents/{uuid}, which needs the bearer token): pressing it
 * fetches the bytes and saves them under the document's name; a failure shows the server's words under the link.
 */
export function NoticeDownloadLink({ applicationUuid, documentUuid, fileName, label }: { applicationUuid: string; documentUuid: string; fileName: string; label: string }) {
  const [error, setError] = useState<string | null>(null);
  const path = callPath({ path: `documents/${encodeURIComponent(documentUuid)}` }, applicationUuid);
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setError(null);
    try {
      saveBlob(await apiFetchBlob(path), fileName);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    }
  };
  return (
    <>
      <Link href={path} download={fileName} onClick={onClick} data-testid="decision-notice-download">{label}</Link>
      {error ? <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert> : null}
    </>
  );
}
