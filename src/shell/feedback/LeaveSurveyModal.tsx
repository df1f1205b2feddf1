import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Answers } from '../../../engine/core';
import { signOut } from '../../auth/session';
import { useEnvironment } from '../../org/environment';
import { trackEvent } from '../../telemetry/start-telemetry';
import { useModalRegistry } from '../toasts/use-modal-registry';
import { PlatformStepForm } from '../step-form/PlatformStepForm';
import { leaveSurveyConfig } from './leave-survey-offer';

/** The modal id in the app's modal registry. */
export const LEAVE_SURVEY_MODAL_ID = 'leave-survey';

/**
 * The leave survey offered on logout (platform §4 "Other"): the leave-survey step rendered by the engine. Submit sends
 * the answers and the page as a telemetry event, then signs out; Skip (or closing it) signs out without answers.
 */
export function LeaveSurveyModal({ pathname }: { pathname: string }) {
  useModalRegistry(LEAVE_SURVEY_MODAL_ID);
  const { copy } = useEnvironment();
  const [busy, setBusy] = useState(false);
  const leave = () => {
    setBusy(true);
    void signOut();
  };
  const submit = (answers: Answers) => {
    trackEvent(leaveSurveyConfig.event, { reason: answers.reason, comment: answers.comment ?? null, pathname });
    leave();
  };
  return (
    <Dialog open onClose={busy ? undefined : leave} aria-labelledby="leave-survey-title" aria-describedby="leave-survey-subtitle" fullWidth maxWidth="sm">
      <DialogTitle id="leave-survey-title">{copy('leaveSurvey.title')}</DialogTitle>
      <DialogContent>
        <Typography id="leave-survey-subtitle" sx={{ mb: 2 }}>{copy('leaveSurvey.subtitle')}</Typography>
        <PlatformStepForm stepId="leave-survey" submitLabel={copy('leaveSurvey.submit')} busy={busy} error={null} onSubmit={submit} />
        <Button variant="text" onClick={leave} disabled={busy} sx={{ mt: 1 }}>{copy('leaveSurvey.skip')}</Button>
      </DialogContent>
    </Dialog>
  );
}
