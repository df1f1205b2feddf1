import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useMemo, useState } from 'react';
import type { Answers } from '../../../engine/core';
import { StepForm } from '../../../engine/render/step-form/StepForm';
import { standaloneStepFile, useLoadedStep } from '../../../engine/render/use-loaded-step';
import { useApplicationContext } from '../../application/forms/use-application-context';
import { useEnvironment } from '../../org/environment';

export interface PlatformStepFormProps {
  /** The folder of flows/ the step is in (default: platform, the shell's own forms). */
  folder?: string;
  /** The step of flows/<folder>/steps/. */
  stepId: string;
  /** The submit button's words (default the brand's Continue). */
  submitLabel?: string;
  busy: boolean;
  /** The error banner above the buttons (e.g. the server's words), or null. */
  error: string | null;
  /** Called with the answers when the valid form is submitted. */
  onSubmit: (answers: Answers) => void;
  /** Called whenever the answers change (e.g. to clear an error). */
  onEdit?: () => void;
}

/** A stand-alone form step rendered by the engine's StepForm, its answers kept while it is open. */
export function PlatformStepForm({ folder = 'platform', stepId, submitLabel, busy, error, onSubmit, onEdit }: PlatformStepFormProps) {
  const { copy, constants } = useEnvironment();
  const { loaded, error: loadError } = useLoadedStep({ folder, file: standaloneStepFile(stepId), id: stepId });
  const [answers, setAnswers] = useState<Answers>({});
  const context = useApplicationContext();
  const services = useMemo(() => ({ searchAddresses: async () => [], constants }), [constants]);
  if (loadError) return <Alert severity="error" role="alert">{copy('common.somethingUnexpected')}</Alert>;
  if (!loaded) return <CircularProgress aria-label={copy('app.loading')} />;
  return (
    <StepForm
      step={loaded.step}
      generated={loaded.generated}
      answers={answers}
      context={context}
      copy={copy}
      services={services}
      onAnswersChange={(next) => {
        setAnswers(next);
        onEdit?.();
      }}
      onContinue={onSubmit}
      busy={busy}
      blockMessage={error}
      submitLabel={submitLabel}
    />
  );
}
