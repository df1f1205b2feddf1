import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useMemo, useState } from 'react';
import type { AddressSuggestion, Answers, FieldError } from '../../../engine/core';
import type { StepFormContext } from '../../../engine/render/widgets/form-context';
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
  /** A message shown on one field (e.g. the server's words about it), or null. */
  fieldError?: FieldError | null;
  /** Called with the answers when the valid form is submitted. */
  onSubmit: (answers: Answers) => void;
  /** Called whenever the answers change (e.g. to clear an error). */
  onEdit?: () => void;
  /**
   * The answers and their setter when the caller keeps them (an application page keeps them over a reload);
   * absent: the form keeps them in memory while it is open.
   */
  store?: { answers: Answers; setAnswers: (next: Answers) => void };
  /** The address search of address fields (default: none). */
  searchAddresses?: (text: string) => Promise<AddressSuggestion[]>;
  /** An application's own services: file uploads of document fields, the bank directory. */
  documents?: Pick<StepFormContext, 'uploadDocument' | 'removeDocument' | 'lookupBank'>;
  /** The application answer an application page runs with: the step's rules read it as `application`. */
  application?: unknown;
}

/**
 * The one host of a stand-alone form step (the shell's forms, the application's form pages, a message page's form):
 * it loads the step and its generated validator, shows a loading state or the load failure, and renders the engine's
 * StepForm with the answers kept here (or by `store`).
 */
export function PlatformStepForm({ folder = 'platform', stepId, submitLabel, busy, error, fieldError, onSubmit, onEdit, store, searchAddresses, documents, application }: PlatformStepFormProps) {
  const { copy, constants } = useEnvironment();
  const { loaded, error: loadError } = useLoadedStep({ folder, file: standaloneStepFile(stepId), id: stepId });
  const [ownAnswers, setOwnAnswers] = useState<Answers>({});
  const answers = store ? store.answers : ownAnswers;
  const setAnswers = store ? store.setAnswers : setOwnAnswers;
  const shared = useApplicationContext();
  const context = useMemo(() => ({ ...shared, application: application ?? null }), [shared, application]);
  const services = useMemo(
    () => ({ searchAddresses: searchAddresses ?? (async () => []), constants, ...documents }),
    [constants, searchAddresses, documents],
  );
  if (loadError) return <Alert severity="error" role="alert">{copy('common.somethingUnexpected')}</Alert>;
  if (!loaded) return <CircularProgress aria-label={copy('app.loading')} />;
  return (
    <StepForm
      key={loaded.step.id}
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
      blockError={fieldError ?? null}
      submitLabel={submitLabel}
    />
  );
}
