import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useMemo, useState } from 'react';
import { buildCallBody, callPath, type Answers, type MessageForm } from '../../../engine/core';
import { apiFetch } from '../../api/client';
import { StepForm } from '../../../engine/render/step-form/StepForm';
import { standaloneStepFile, useLoadedStep } from '../../../engine/render/use-loaded-step';
import { useEnvironment } from '../../org/environment';
import { errorWords } from './error-words';
import { useApplicationContext } from './use-application-context';

/** No address field in these forms: the typeahead is never asked. */
const noAddresses = async () => [];

/**
 * The form of a message page (credit/social, credit/error, review-app/incorrect-pin), as flows/application/pages.json
 * declares it under `forms`: a step of flows/application/steps/ rendered by the engine's StepForm, validated with the
 * step's rules and words (the same the server applies to the call), under the page's words, and the declared call. The answers live only in memory (the SSN is never
 * stored); the call runs on a valid submit with a busy button, a failure shows the server's words, and success
 * calls `onSubmitted` (the host moves on).
 */
export function MessageStepForm({ form, uuid, onSubmitted }: { form: MessageForm; uuid: string; onSubmitted: () => Promise<void> }) {
  const env = useEnvironment();
  const { copy } = env;
  const { loaded, error } = useLoadedStep({ folder: 'application', file: standaloneStepFile(form.step), id: form.step });
  const context = useApplicationContext();
  const [answers, setAnswers] = useState<Answers>({});
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const services = useMemo(() => ({ searchAddresses: noAddresses, constants: env.constants }), [env]);

  const onAnswersChange = (next: Answers) => {
    setServerError(null);
    setAnswers(next);
  };
  const onContinue = async (current: Answers) => {
    setBusy(true);
    setServerError(null);
    try {
      await apiFetch<unknown>(callPath(form.call, uuid), { method: form.call.method, body: buildCallBody(form.call, current) });
    } catch (failure) {
      setServerError(errorWords(failure, copy));
      setBusy(false);
      return;
    }
    setAnswers({});
    setBusy(false);
    await onSubmitted();
  };

  return (
    <Box component="section" aria-label={copy(loaded?.step.titleKey ?? 'app.loading')} sx={{ mt: 3, maxWidth: 420 }}>
      {error ? <Alert severity="error" role="alert">{copy('common.somethingUnexpected')}</Alert> : null}
      {!loaded && !error ? <CircularProgress aria-label={copy('app.loading')} /> : null}
      {loaded ? (
        <StepForm
          key={loaded.step.id}
          step={loaded.step}
          generated={loaded.generated}
          answers={answers}
          context={context}
          copy={copy}
          services={services}
          onAnswersChange={onAnswersChange}
          onContinue={(a) => void onContinue(a)}
          busy={busy}
          blockMessage={serverError}
          submitLabel={copy(form.submitKey)}
        />
      ) : null}
    </Box>
  );
}
