import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Answers } from '../../../engine/core';
import { standaloneStepFile, useLoadedStep } from '../../../engine/render/use-loaded-step';
import { lookupBank, removeDocument, uploadDocument } from '../../api/document-api';
import { searchAddresses } from '../../api/registration-api';
import { useCall } from '../../api/use-call';
import { useEnvironment } from '../../org/environment';
import { PlatformStepForm } from '../../shell/step-form/PlatformStepForm';
import { usePageTitle } from '../../shell/use-page-title';
import type { ApplicationPageProps } from '../page-props';
import { answersStorageKey, formAnswersAtom, RESET, withoutSecrets } from './answers-storage';

export interface StepFormPageProps {
  pageProps: ApplicationPageProps;
  /** The id of the step in flows/application/steps/. */
  stepId: string;
  /** Answers to start from when none are stored for this application yet; null while they are still loading. */
  initialAnswers: Answers | null;
  /** An error that keeps the form from starting (e.g. the liens could not be read). */
  initialError?: string | null;
  /** Fields never written to session storage (the SSN). */
  secretFields?: readonly string[];
  /** The call made with the valid answers on Continue. */
  submit: (answers: Answers) => Promise<unknown>;
  /** Shown between the subtitle and the form. */
  intro?: ReactNode;
}

/**
 * An application page that is one form step of flows/application/steps/: the step's title as h1 and page title, its
 * subtitle, the stand-alone step form with the answers in progress kept in session storage, a busy Continue while the
 * call runs, the server's words when it fails, and `onSubmitted()` once it succeeded.
 */
export function StepFormPage({ pageProps, stepId, initialAnswers, initialError, secretFields = [], submit, intro }: StepFormPageProps) {
  const env = useEnvironment();
  const { copy } = env;
  const { application, onSubmitted } = pageProps;
  // The host loads the same step (one request, cached): here only for the title.
  const { loaded } = useLoadedStep({ folder: 'application', file: standaloneStepFile(stepId), id: stepId });
  const [answers, setAnswers] = useAtom(formAnswersAtom(answersStorageKey(application.uuid, stepId), secretFields));
  const { busy, error: serverError, run, settle, clearError } = useCall();
  // A fresh form (no errors shown yet) when the borrower is asked again on the same page.
  const [round, setRound] = useState(0);
  const started = useRef(false);

  // Stored answers (a reload) win over the starting answers.
  useEffect(() => {
    if (started.current || initialAnswers === null) return;
    started.current = true;
    const stored = Object.keys(withoutSecrets(answers, secretFields)).length > 0;
    if (!stored) setAnswers({ ...initialAnswers });
    // Decided once, when the starting answers arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialAnswers]);

  const search = useCallback((text: string) => searchAddresses(env.org.orgCode, text), [env.org.orgCode]);
  const documents = useMemo(() => ({
    uploadDocument: (file: File, documentType: string) => uploadDocument(application.uuid, file, documentType),
    removeDocument: (uuid: string) => removeDocument(application.uuid, uuid),
    lookupBank: (routingNumber: string) => lookupBank(application.uuid, routingNumber),
  }), [application.uuid]);
  const store = useMemo(() => ({ answers, setAnswers: (next: Answers) => setAnswers(next) }), [answers, setAnswers]);
  const title = loaded ? copy(loaded.step.titleKey) : copy('app.loading');
  usePageTitle(title);

  const onContinue = async (current: Answers) => {
    if (!(await run(() => submit(current)))) return;
    setAnswers(RESET);
    await onSubmitted();
    // Still here (the lender asks again, e.g. an ID it could not verify): the form is usable again, from the start.
    settle();
    setRound((r) => r + 1);
  };

  const ready = initialAnswers !== null && !initialError;
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{title}</Typography>
      {loaded?.step.subtitleKey ? <Typography sx={{ mb: 3 }}>{copy(loaded.step.subtitleKey)}</Typography> : null}
      {intro}
      {initialError ? <Alert severity="error" role="alert">{initialError}</Alert> : null}
      {initialAnswers === null && !initialError ? <CircularProgress aria-label={copy('app.loading')} /> : null}
      {ready ? (
        <PlatformStepForm
          key={round}
          folder="application"
          stepId={stepId}
          busy={busy}
          error={serverError}
          store={store}
          searchAddresses={search}
          documents={documents}
          application={pageProps.application}
          onSubmit={(a) => void onContinue(a)}
          onEdit={clearError}
        />
      ) : null}
    </Box>
  );
}
