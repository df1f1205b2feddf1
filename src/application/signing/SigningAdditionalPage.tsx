import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import type { ComponentPage } from '../../../engine/core';
import { errorWords } from '../../api/error-words';
import { fetchCoDeedStatus, removeCoSigner, resendCoSignerInvitation, type CoDeedStatus, type CoSigner } from '../../api/signing-api';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../../shell/use-page-title';
import { MessageActions } from '../MessageActions';
import { MessageStepForm } from '../forms/MessageStepForm';
import type { ApplicationPageProps } from '../page-props';
import { pagesData } from '../pages-data';
import { CoSignerList } from './CoSignerList';
import { SigningPageLinks } from './SigningPageLinks';

/**
 * signing/additional (CO_DEED_REQ): how many co-owners must sign the deed and who is named (GET co-deed/status, no uuid),
 * how many more must still be named when fewer are listed than must sign (every named one removed, but the ownership
 * or the title still asks for one), the page's form (pages.json `co-signer`: name, e-mail, phone → an invitation
 * e-mail), send again or remove, and check again (the host moves on once the status changes; at once after a removal
 * that left no one who must sign, the co-deed then COMPLETE).
 */
export function SigningAdditionalPage({ page, application, onSubmitted }: ApplicationPageProps) {
  const { copy } = useEnvironment();
  const [status, setStatus] = useState<CoDeedStatus | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const title = copy('signing.additional.title');
  usePageTitle(title);
  const entry = pagesData.pages[page] as ComponentPage | undefined;
  const form = entry?.form ? pagesData.forms?.[entry.form] ?? null : null;
  const load = useCallback(() => {
    setError(null);
    fetchCoDeedStatus().then(setStatus).catch(setError);
  }, []);
  useEffect(load, [load]);
  const checkAgain = async () => {
    load();
    await onSubmitted();
  };
  const act = async (call: () => Promise<CoDeedStatus>, noticeKey: string, signer: CoSigner) => {
    setBusy(true);
    setNotice(null);
    setError(null);
    try {
      const answer = await call();
      setStatus(answer);
      setNotice(copy(noticeKey, { name: signer.name }));
      if (answer.coDeedStatus === 'COMPLETE') await onSubmitted();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const invited = async () => {
    setNotice(null);
    setFormKey((k) => k + 1);
    load();
  };
  const toName = status ? Math.max(0, status.required - status.signers.length) : 0;
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{title}</Typography>
      <Typography sx={{ mb: 2 }}>{copy('signing.additional.subtitle')}</Typography>
      <Box component="section" aria-labelledby="co-signers-heading" aria-live="polite" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2" id="co-signers-heading" sx={{ mb: 1 }}>{copy('signing.additional.listLabel')}</Typography>
        {status && status.required > 0 ? <Typography sx={{ mb: 1 }}>{copy('signing.additional.required', { count: status.required })}</Typography> : null}
        {error ? <Alert severity="error" role="alert" sx={{ mb: 1 }}>{errorWords(error, copy)}</Alert> : null}
        {notice ? <Alert severity="success" sx={{ mb: 1 }}>{notice}</Alert> : null}
        {!status && !error ? <Box role="status"><CircularProgress size={24} aria-label={copy('signing.additional.loading')} /></Box> : null}
        {toName > 0 ? <Typography sx={{ mb: 1 }} data-testid="co-signers-to-name">{copy('signing.additional.missing', { count: toName })}</Typography> : null}
        {status && (toName === 0 || status.signers.length > 0) ? (
          <CoSignerList
            signers={status.signers}
            busy={busy}
            onResend={(s) => void act(() => resendCoSignerInvitation(application.uuid, s.uuid), 'signing.additional.resent', s)}
            onRemove={(s) => void act(() => removeCoSigner(application.uuid, s.uuid), 'signing.additional.removed', s)}
          />
        ) : null}
      </Box>
      {form && status?.coDeedStatus !== 'COMPLETE' ? (
        <Box sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>{copy('signing.additional.form.title')}</Typography>
          <Typography sx={{ mt: 1 }}>{copy('signing.additional.form.subtitle')}</Typography>
          <MessageStepForm key={formKey} form={form} uuid={application.uuid} onSubmitted={invited} />
        </Box>
      ) : null}
      <Typography sx={{ mb: 2 }}>{copy('signing.additional.next')}</Typography>
      <MessageActions actions={['check-again', 'dashboard']} onSubmitted={checkAgain} secondary={form !== null} />
      <SigningPageLinks page={page} applicationUuid={application.uuid} />
    </Box>
  );
}
