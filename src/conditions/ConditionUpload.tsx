import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import documentsData from '../../flows/application/documents.json';
import type { StoredDocument } from '../../engine/core/api/contract';
import { fileSizeText } from '../../engine/render/widgets/DocumentUploadField';
import { visuallyHidden } from '../../engine/render/widgets/widget-support';
import { errorWords } from '../api/error-words';
import { useEnvironment } from '../org/environment';
import { removeConditionDocument, submitCondition, uploadConditionDocument } from './conditions-api';
import type { Condition } from './conditions-data';

/** A file on its way: its name and the share sent so far. */
type Sending = { key: string; name: string; share: number };

/** The label key of a document type (flows/application/documents.json `types`). Pure. */
export const documentTypeKey = (type: string): string =>
  (documentsData.types as Record<string, { labelKey: string }>)[type]?.labelKey ?? 'documents.type.conditionDocument';

export interface ConditionUploadProps {
  applicationUuid: string;
  condition: Condition;
  /** The help under the picker (e.g. which IDs are accepted). */
  helpKey?: string;
  /** Called with the cleared condition once the underwriter accepted it. */
  onCleared: (condition: Condition) => void;
}

/**
 * The files of one condition: the requested types and count, a picker that takes several files at once, each file's
 * upload progress (a bar and its percentage), the files uploaded so far with Remove, and "send" to the underwriter,
 * which clears the condition when enough files of the requested types are there (else the server's words show).
 */
export function ConditionUpload({ applicationUuid, condition, helpKey, onCleared }: ConditionUploadProps) {
  const { copy } = useEnvironment();
  const [documents, setDocuments] = useState<StoredDocument[]>(condition.documents);
  const [sending, setSending] = useState<Sending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [busy, setBusy] = useState(false);
  const [documentType, setDocumentType] = useState(condition.requestDocuments[0] ?? '');
  const pickerId = useId();
  const required = Math.max(1, condition.xtraData.numDocsRequired);
  const types = condition.requestDocuments.map((t) => copy(documentTypeKey(t))).join(', ');
  const blocked = busy || sending.length > 0;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setError(null);
    const queued = files.map((file, i) => ({ key: `${Date.now()}-${i}`, name: file.name, share: 0 }));
    setSending(queued);
    for (const [i, file] of files.entries()) {
      const key = queued[i].key;
      setAnnounce(copy('conditions.upload.progress', { name: file.name, percent: 0 }));
      try {
        const stored = await uploadConditionDocument(applicationUuid, condition.uuid, file, documentType, (share) => {
          setSending((list) => list.map((s) => (s.key === key ? { ...s, share } : s)));
        });
        setDocuments((list) => [...list, stored]);
        setAnnounce(copy('conditions.upload.uploaded', { name: stored.fileName }));
      } catch (failure) {
        setError(`${file.name}: ${errorWords(failure, copy)}`);
      }
      setSending((list) => list.filter((s) => s.key !== key));
    }
  };

  const remove = async (doc: StoredDocument) => {
    setError(null);
    setDocuments((list) => list.filter((d) => d.uuid !== doc.uuid));
    await removeConditionDocument(applicationUuid, condition.uuid, doc.uuid).catch(() => undefined);
  };

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      onCleared(await submitCondition(applicationUuid, condition.uuid));
    } catch (failure) {
      setError(errorWords(failure, copy));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{copy('conditions.documentsNeeded', { count: required, types })}</Typography>
      {condition.requestDocuments.length > 1 ? (
        <TextField select label={copy('conditions.upload.type')} value={documentType} onChange={(e) => setDocumentType(e.target.value)} sx={{ mb: 2, minWidth: 240 }}>
          {condition.requestDocuments.map((t) => <MenuItem key={t} value={t}>{copy(documentTypeKey(t))}</MenuItem>)}
        </TextField>
      ) : null}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>{copy('conditions.upload.files')}</Typography>
        {documents.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }} data-testid="condition-files">
            {documents.map((doc) => (
              <Paper component="li" key={doc.uuid} variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1.5, mb: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{doc.fileName}</Typography>
                  <Typography variant="body2" color="text.secondary">{fileSizeText(doc.sizeBytes)}</Typography>
                </Box>
                <Button variant="text" color="error" disabled={blocked} onClick={() => void remove(doc)} aria-label={copy('conditions.upload.removeNamed', { name: doc.fileName })}>
                  {copy('conditions.upload.remove')}
                </Button>
              </Paper>
            ))}
          </Box>
        ) : null}
        {sending.map((s) => (
          <Box key={s.key} sx={{ mb: 1 }} data-testid="condition-upload-progress">
            <Typography variant="body2">{copy('conditions.upload.progress', { name: s.name, percent: Math.round(s.share * 100) })}</Typography>
            <LinearProgress variant="determinate" value={Math.round(s.share * 100)} aria-label={copy('conditions.upload.progress', { name: s.name, percent: Math.round(s.share * 100) })} />
          </Box>
        ))}
        <Button component="label" htmlFor={pickerId} role={undefined} tabIndex={-1} variant="outlined" disabled={blocked}
          sx={{ '&:focus-within': { outline: '2px solid', outlineOffset: 2 } }}>
          {copy('conditions.upload.choose')}
          <input id={pickerId} type="file" multiple accept="image/jpeg,image/png,image/heic,application/pdf" style={visuallyHidden} disabled={blocked}
            aria-describedby={helpKey ? `${pickerId}-help` : undefined} onChange={(e) => void pick(e)} />
        </Button>
        {helpKey ? <Typography id={`${pickerId}-help`} variant="body2" color="text.secondary" sx={{ mt: 1 }}>{copy(helpKey)}</Typography> : null}
      </Box>
      {error ? <Alert severity="error" role="alert" sx={{ mb: 2 }}>{error}</Alert> : null}
      <Button variant="contained" disabled={blocked} onClick={() => void send()}>{copy('conditions.upload.submit')}</Button>
      <Box role="status" aria-live="polite" style={visuallyHidden}>{announce}</Box>
    </Box>
  );
}
