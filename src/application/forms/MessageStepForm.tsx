import Box from '@mui/material/Box';
import { buildCallBody, callPath, type Answers, type MessageForm } from '../../../engine/core';
import { standaloneStepFile, useLoadedStep } from '../../../engine/render/use-loaded-step';
import { apiFetch } from '../../api/client';
import { useCall } from '../../api/use-call';
import { useEnvironment } from '../../org/environment';
import { PlatformStepForm } from '../../shell/step-form/PlatformStepForm';

/**
 * The form of a message page (credit/social, credit/error, review-app/incorrect-pin), as flows/application/pages.json
 * declares it under `forms`: a step of flows/application/steps/ rendered by the stand-alone step form, validated with
 * the step's rules and words (the same the server applies to the call), under the page's words, and the declared call.
 * The answers live only in memory (the SSN is never stored); the call runs on a valid submit with a busy button, a
 * failure shows the server's words, and success calls `onSubmitted` (the host moves on).
 */
export function MessageStepForm({ form, uuid, onSubmitted }: { form: MessageForm; uuid: string; onSubmitted: () => Promise<void> }) {
  const { copy } = useEnvironment();
  const { loaded } = useLoadedStep({ folder: 'application', file: standaloneStepFile(form.step), id: form.step });
  const { busy, error, run, settle, clearError } = useCall();

  const onSubmit = async (answers: Answers) => {
    const sent = await run(() => apiFetch<unknown>(callPath(form.call, uuid), { method: form.call.method, body: buildCallBody(form.call, answers) }));
    if (!sent) return;
    settle();
    await onSubmitted();
  };

  return (
    <Box component="section" aria-label={copy(loaded?.step.titleKey ?? 'app.loading')} sx={{ mt: 3, maxWidth: 420 }}>
      <PlatformStepForm
        folder="application"
        stepId={form.step}
        submitLabel={copy(form.submitKey)}
        busy={busy}
        error={error}
        onSubmit={(answers) => void onSubmit(answers)}
        onEdit={clearError}
      />
    </Box>
  );
}
