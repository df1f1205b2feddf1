import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Answers, FieldError } from '../../engine/core';
import { errorWords, fieldErrorOf } from '../api/error-words';
import { fetchSignerIdentity, removeSignerDocument, sendSignerIdentity, uploadSignerDocument } from '../api/signer-api';
import { useSessionValue } from '../application/signing/use-session-value';
import { useEnvironment } from '../org/environment';
import { PlatformStepForm } from '../shell/step-form/PlatformStepForm';
import { withOrg } from '../shell/with-org';
import { signerPages } from './signer-pages';

/** The signer's services of the ID step's upload fields: their own uploads, never the borrower's documents. */
const SIGNER_UPLOADS = {
  uploadDocument: uploadSignerDocument,
  removeDocument: removeSignerDocument,
  lookupBank: async () => null,
};

/** Where the signer goes once the ID is sent: the page of the task after `identity` (flows/platform/signer-pages.json). */
const afterIdentity = () => {
  const i = signerPages.tasks.findIndex((t) => t.id === 'identity');
  return signerPages.tasks.slice(i + 1).find((t) => t.path)?.path ?? '/heloc-signer/resume';
};

/**
 * /heloc-signer/identity's form: the borrower's `identity` step (flows/application/steps/identity.step.json, same
 * fields, rules and upload checks), its files stored against the signer. The answers survive a reload (this tab's
 * session until sent, then the server's); sending goes on to the documents once the sandbox's check accepts the ID (an
 * ID it could not verify shows the server's words on the field, to send again; one under review its message).
 */
export function SignerIdentityPart({ signerUuid }: { signerUuid: string }) {
  const { copy } = useEnvironment();
  const navigate = useNavigate();
  const [answers, setAnswers] = useSessionValue<Answers>(`heloc.signer.identity.${signerUuid}`, {});
  const [sent, setSent] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [review, setReview] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchSignerIdentity().then((res) => {
      if (!live) return;
      if (res.answers && Object.keys(answers).length === 0) setAnswers(res.answers as Answers);
      setSent(res.answers !== null);
    }).catch(() => live && setSent(false));
    return () => { live = false; };
    // Read once when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const store = useMemo(() => ({ answers, setAnswers }), [answers, setAnswers]);
  const onSubmit = async (current: Answers) => {
    setBusy(true);
    setError(null);
    setFieldError(null);
    try {
      const sent = await sendSignerIdentity(current);
      // An ID the lender reviews: the message (and the condition it raised) instead of the documents.
      if (sent.idVerification !== 'VERIFIED' && sent.message) {
        setReview(sent.message);
        setSent(true);
        setBusy(false);
        return;
      }
      navigate(withOrg(afterIdentity()));
    } catch (e) {
      // An ID the check could not verify: the server's words on the field it names (send it again).
      const onField = fieldErrorOf(e);
      if (onField) setFieldError(onField);
      else setError(errorWords(e, copy));
      setBusy(false);
    }
  };
  if (sent === null) return <CircularProgress aria-label={copy('app.loading')} />;
  return (
    <>
      {review ? <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="signer-identity-review">{review}</Alert> : null}
      {sent && !review ? <Alert severity="success" sx={{ mb: 2 }} data-testid="signer-identity-sent">{copy('signer.identity.sent')}</Alert> : null}
      <PlatformStepForm folder="application" stepId="identity" submitLabel={copy('signer.identity.submit')} busy={busy} error={error} fieldError={fieldError}
        store={store} documents={SIGNER_UPLOADS} onSubmit={(a) => void onSubmit(a)} onEdit={() => { setError(null); setFieldError(null); }} />
    </>
  );
}
