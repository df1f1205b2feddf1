import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getUiOptions, helpId, type FieldProps } from '@rjsf/utils';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { UploadedDocument } from './form-context';
import { dottedPath, firstError, helperTextId, stepContext, visuallyHidden } from './widget-support';

/** The file kinds the pickers offer (the server decides by the file's content). */
const DEFAULT_ACCEPT = 'image/jpeg,image/png,image/heic,application/pdf';

/** A file size in the spec's units: KB = 1,000 bytes, MB = 1,000,000. Pure. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

const isDocument = (v: unknown): v is UploadedDocument => !!v && typeof v === 'object' && typeof (v as UploadedDocument).uuid === 'string';

/**
 * Uploads files as documents of the application: one (an object schema) or several (an array schema, `minItems` and
 * `maxItems` from the step). The file is stored by the server as soon as it is picked, from the device or (on a phone)
 * the camera, and the answer keeps what the server stored ({uuid, documentType, fileName, contentType, sizeBytes}), so
 * an upload survives a reload. While a file uploads the field says so; a refusal shows the server's words under it.
 * ui:options: `documentType` (required), `accept`, `chooseKey`, `addKey` (a list's picker once it has a file),
 * `cameraKey` (absent: no camera button), `removeKey`,
 * `uploadingKey`, `uploadedKey`; `ui:title` as elsewhere, and `ui:help`, which the field template shows under the field
 * (the pickers are described by it). Reads `rawErrors` (the step's own message).
 */
export function DocumentUploadField(props: FieldProps) {
  const { fieldPathId, formData, schema, uiSchema, rawErrors, hideError, registry, onChange, disabled, readonly, required } = props;
  const { copy, touch, uploadDocument, removeDocument } = stepContext(registry);
  const ui = getUiOptions(uiSchema);
  const id = fieldPathId.$id;
  const many = schema.type === 'array';
  const maxItems = many && typeof schema.maxItems === 'number' ? schema.maxItems : many ? Infinity : 1;
  const documents: UploadedDocument[] = many ? (Array.isArray(formData) ? formData.filter(isDocument) : []) : isDocument(formData) ? [formData] : [];
  const documentType = String(ui.documentType ?? '');
  const accept = typeof ui.accept === 'string' ? ui.accept : DEFAULT_ACCEPT;
  const words = (key: unknown, fallback: string, values?: Record<string, unknown>) => copy(typeof key === 'string' ? key : fallback, values);
  const [uploading, setUploading] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const chooseRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const statusId = useId();
  const ownError = firstError(rawErrors, hideError);
  const error = serverError ?? ownError;
  const title = typeof ui.title === 'string' ? ui.title : schema.title ?? '';
  const help = typeof ui.help === 'string' ? ui.help : undefined;
  const describedBy = [error ? helperTextId(id) : undefined, help ? helpId(id) : undefined].filter(Boolean).join(' ') || undefined;
  const path = fieldPathId.path;
  const blocked = disabled || readonly || uploading !== null;
  // A field a showWhen rule hides is marked `ui:widget: hidden`, which a custom field must honour itself.
  const hidden = ui.widget === 'hidden';

  const setDocuments = (next: UploadedDocument[]) => onChange(many ? next : next[0], path);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setServerError(null);
    setUploading(file.name);
    try {
      const stored = await uploadDocument(file, documentType);
      setDocuments([...(many ? documents : []), stored]);
      setAnnounce(words(ui.uploadedKey, 'documents.uploaded', { name: stored.fileName }));
      requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>('li:last-child button')?.focus());
    } catch (e) {
      setServerError(e instanceof Error && e.message ? e.message : copy('common.somethingUnexpected'));
    } finally {
      setUploading(null);
      touch(dottedPath(id, registry));
    }
  };

  const remove = async (doc: UploadedDocument) => {
    setServerError(null);
    // The answer forgets the file at once; the stored copy is removed behind it (a failure leaves an unused file).
    setDocuments(documents.filter((d) => d.uuid !== doc.uuid));
    setAnnounce(words(ui.removedKey, 'documents.removed', { name: doc.fileName }));
    requestAnimationFrame(() => chooseRef.current?.focus());
    await removeDocument(doc.uuid).catch(() => undefined);
  };

  // MUI's file-upload pattern: the label looks like a button; the visually hidden input inside it takes the focus
  // and the keyboard, and is named by the label's words.
  const picker = (capture: boolean) => (
    <Button component="label" role={undefined} tabIndex={-1} variant={capture ? 'text' : 'outlined'} disabled={blocked}
      sx={{ '&:focus-within': { outline: '2px solid', outlineOffset: 2 } }}>
      {capture ? words(ui.cameraKey, 'documents.camera') : documents.length > 0 ? words(ui.addKey, 'documents.addAnother') : words(ui.chooseKey, 'documents.choose')}
      <input ref={capture ? undefined : chooseRef} type="file" accept={capture ? 'image/*' : accept} capture={capture ? 'environment' : undefined}
        style={visuallyHidden} disabled={blocked} aria-describedby={describedBy} onChange={(e) => void upload(e)} />
    </Button>
  );

  if (hidden) return null;
  return (
    <Box component="fieldset" id={id} sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }} aria-invalid={error ? true : undefined}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>{title}{required ? <span aria-hidden> *</span> : null}</Typography>
      {documents.length > 0 ? (
        <Box component="ul" ref={listRef} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
          {documents.map((doc) => (
            <Paper component="li" key={doc.uuid} variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1.5, mb: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{doc.fileName}</Typography>
                <Typography variant="body2" color="text.secondary">{fileSizeText(doc.sizeBytes)}</Typography>
              </Box>
              <Button variant="text" color="error" disabled={blocked} onClick={() => void remove(doc)}
                aria-label={words(ui.removeKey, 'documents.removeNamed', { name: doc.fileName })}>
                {words(ui.removeKey, 'documents.remove')}
              </Button>
            </Paper>
          ))}
        </Box>
      ) : null}
      {uploading !== null ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <CircularProgress size={18} aria-hidden />
          <Typography>{words(ui.uploadingKey, 'documents.uploading', { name: uploading })}</Typography>
        </Box>
      ) : null}
      {documents.length < maxItems ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {picker(false)}
          {typeof ui.cameraKey === 'string' || ui.camera === true ? picker(true) : null}
        </Box>
      ) : null}
      {error ? <FormHelperText id={helperTextId(id)} error role="alert">{error}</FormHelperText> : null}
      <Box id={statusId} role="status" aria-live="polite" style={visuallyHidden}>{uploading !== null ? words(ui.uploadingKey, 'documents.uploading', { name: uploading }) : announce}</Box>
    </Box>
  );
}
