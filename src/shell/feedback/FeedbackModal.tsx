import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import type { Answers } from '../../../engine/core';
import { useCall } from '../../api/use-call';
import { useEnvironment } from '../../org/environment';
import { useToasts } from '../toasts/toast-store';
import { useModalRegistry } from '../toasts/use-modal-registry';
import { feedbackBody, sendFeedback } from './feedback-api';
import { PlatformStepForm } from '../step-form/PlatformStepForm';

/** The modal id in the app's modal registry. */
export const FEEDBACK_MODAL_ID = 'platform-feedback';

/**
 * The feedback modal (platform §4 "Other"): the feedback step rendered by the engine; Submit is busy while the call
 * runs, a failure shows the server's words in an error banner inside the form, success closes it with a toast.
 */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  useModalRegistry(FEEDBACK_MODAL_ID);
  const { copy } = useEnvironment();
  const { pathname } = useLocation();
  const { show } = useToasts();
  const { busy, error, run, clearError } = useCall();
  const submit = async (answers: Answers) => {
    if (!(await run(() => sendFeedback(feedbackBody(answers, pathname))))) return;
    onClose();
    show(copy('feedback.sent'), 'success');
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="feedback-title" aria-describedby="feedback-subtitle" fullWidth maxWidth="sm">
      <DialogTitle id="feedback-title" sx={{ pr: 7 }}>{copy('feedback.title')}</DialogTitle>
      <IconButton aria-label={copy('feedback.cancel')} title={copy('feedback.cancel')} onClick={onClose} disabled={busy} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Typography id="feedback-subtitle" sx={{ mb: 2 }}>{copy('feedback.subtitle')}</Typography>
        <PlatformStepForm
          stepId="feedback"
          submitLabel={copy('feedback.submit')}
          busy={busy}
          error={error}
          onSubmit={(answers) => void submit(answers)}
          onEdit={clearError}
        />
      </DialogContent>
    </Dialog>
  );
}
