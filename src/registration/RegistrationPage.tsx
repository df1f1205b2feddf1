import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAtom, useSetAtom } from 'jotai';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import {
  activeSteps, answerModal, continueStep, enterStep, finishedRegistrationMove, finishedRegistrationTarget, goBack, nextStep, previousStep, type AccessPath,
  type Answers, type FieldError, type FlowState, type FlowTransition, type ModalAction, type OpenModal,
} from '../../engine/core';
import { StepForm, type StepFormProps } from '../../engine/render/step-form/StepForm';
import type { LoadedStep } from '../../engine/render/load-step';
import { StepStack } from '../../engine/render/step-form/StepStack';
import { useLoadedStep } from '../../engine/render/use-loaded-step';
import { resumeInsteadOf } from '../../flows/platform/access.json';
import { storedToken } from '../api/client';
import { fetchApplications, fetchIdentity, searchAddresses } from '../api/registration-api';
import { accessData } from '../auth/access';
import { useEnvironment } from '../org/environment';
import { useAfterFirstCommit } from '../shell/use-after-first-commit';
import { usePageTitle } from '../shell/use-page-title';
import { withOrg } from '../shell/with-org';
import { answersAtom, applicationAtom, confirmationsAtom, confirmEmailAtom, finishedRegistrationAtom } from '../state/registration-atoms';
import { modalValues } from './modal-values';
import { REGISTRATION_FOLDER, registrationFlow as flow } from './registration-flow';
import { revealMove, withStepMove, type StepMove } from './step-move';
import { useFollowAfterPaint } from './use-follow-after-paint';
import { useReferralRedirect } from './use-referral-redirect';
import { useRegistrationRoute } from './use-registration-route';
import { useRuleContext } from './use-rule-context';

// "Confirm your e-mail" loads when an account has to confirm it.
const ConfirmEmail = lazy(() => import('../auth/confirm-email/ConfirmEmail').then((m) => ({ default: m.ConfirmEmail })));
// Modals load on demand: most borrowers never see one before the last step.
const GuardModal = lazy(() => import('./GuardModal').then((m) => ({ default: m.GuardModal })));
const loadProcessingModal = () => import('./ProcessingModal');
// The submit (identity, ability to start, the create-HELOC body mapping) is needed once, after the last step.
const loadSubmit = () => import('./submit-registration');
const ProcessingModal = lazy(() => loadProcessingModal().then((m) => ({ default: m.ProcessingModal })));

// A step rendered ahead (the next one, hidden) is given the props it will have when shown: revealing it on Continue
// then renders nothing again.
const StepFormAhead = memo(StepForm);
const RESUME_INSTEAD_OF = resumeInsteadOf as AccessPath[];
/** The effects that move the borrower elsewhere (the address or the page). */
const LEAVES_STEP = new Set<FlowTransition['effects'][number]['type']>(['redirect', 'navigate', 'login', 'submit']);

/** The index react-router keeps on the current history entry (0 for the tab's first entry of the app). */
const historyEntry = () => (window.history.state as { idx?: number } | null)?.idx;

/** The registration flow page, for `/register-v2/<step>` and the legacy `/register?step=<alias>`: every rule comes from flows/. */
export function RegistrationPage({ legacy }: { legacy: boolean }) {
  const env = useEnvironment();
  const { copy } = env;
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const routed = useRegistrationRoute(legacy);
  // A Continue onto the step rendered ahead shows it from the click's own render; the router follows after its frame
  // (step-move.ts): the page frame, the routes and the links that read the address re-render after it, not in it.
  const [move, setMove] = useState<StepMove | null>(null);
  const route = useMemo(() => withStepMove(routed, move, flow), [routed, move]);
  const [answers, setAnswers] = useAtom(answersAtom);
  const [confirmations, setConfirmations] = useAtom(confirmationsAtom);
  const setApplication = useSetAtom(applicationAtom);
  const [finished, setFinished] = useAtom(finishedRegistrationAtom);
  const { pathname } = useLocation();
  // The registration in this tab already created the application (e.g. browser Back after the submit): on to it.
  // (The token is read only then: there is no storage when the first step is rendered ahead of time.)
  const resumeAt = finishedRegistrationTarget(pathname, finished, !!finished && !!storedToken(), RESUME_INSTEAD_OF, accessData.defaultRedirect);
  const [confirmEmail, setConfirmEmail] = useAtom(confirmEmailAtom);
  const contextAt = useRuleContext(route);
  const base = contextAt(route.stepIndex);
  useReferralRedirect(route.query.rid);
  const context = useMemo(() => ({ ...base, answers }), [base, answers]);
  const { step } = route;
  const next = step ? nextStep(flow, step.id, context) : null;
  const { loaded, error: loadError } = useLoadedStep(step ? { folder: REGISTRATION_FOLDER, file: step.file, id: step.id } : null);
  const nextLoaded = useLoadedStep(next ? { folder: REGISTRATION_FOLDER, file: next.file, id: next.id } : null, { ahead: true }).loaded;
  const afterMount = useAfterFirstCommit();
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [block, setBlock] = useState<{ message: string; field: FieldError | null } | null>(null);
  const [processing, setProcessing] = useState(false);
  const services = useMemo(() => ({ searchAddresses: (t: string) => searchAddresses(env.org.orgCode, t), constants: env.constants }), [env]);
  const go = useCallback((to: string, replace = false) => void navigate(to, { replace }), [navigate]);
  // The router follows a revealed step once its frame is painted (a Continue's click renders only the reveal).
  const follow = useFollowAfterPaint(go, () => setMove(null));
  // What the engine's flow runtime (engine/core/flow) decides from; the page only runs the effects it returns.
  const flowState = (): FlowState => ({ step, modal, confirmations });
  const stepGuards = { guards: loaded?.step.guards, modalValues };

  useEffect(() => {
    if (resumeAt) {
      const move = finishedRegistrationMove(navigationType === NavigationType.Pop, historyEntry(), finished?.entry);
      return move === 'back' ? void navigate(-1) : go(withOrg(resumeAt), true);
    }
    run(enterStep(flow, flowState(), context, route.aliasRequest));
    // Entry rules are decided when the page is entered, not while the borrower types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, route.aliasRequest, legacy, resumeAt]);
  // A signed-in borrower who has not confirmed the e-mail confirms it before going on.
  useEffect(() => {
    // Confirmed, but the page reloaded before the application was known: create it now, or go to it when the create had
    // already reached the lender (an account with an unconfirmed e-mail has no other application).
    if (confirmEmail === 'resume') {
      void fetchApplications().catch(() => []).then((existing) => (existing[0] ? showCreated(existing[0]) : submit(answers)));
    }
    if (!storedToken() || confirmEmail) return;
    let live = true;
    fetchIdentity().then((identity) => { if (live && identity.emailVerified === false) setConfirmEmail('arrival'); }).catch(() => undefined);
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // On the last step, fetch the processing modal and the submit ahead of Continue so they run at once.
  useEffect(() => {
    if (step && !next) void Promise.all([loadProcessingModal(), loadSubmit()]);
  }, [step, next]);

  const stepTitle = loaded ? copy(loaded.step.titleKey) : copy('app.loading');
  usePageTitle(stepTitle);
  const steps = activeSteps(flow, context);
  const position = step ? steps.findIndex((s) => s.id === step.id) + 1 : 0;

  const submit = async (final: Answers) => {
    setProcessing(true);
    // On success the first processing message stays up long enough to be read, however fast the lender answers.
    const shown = new Promise((resolve) => setTimeout(resolve, env.constants.processingMessageMs));
    const loadedSubmit = await loadSubmit().catch(() => null);
    if (!loadedSubmit) {
      setProcessing(false);
      setBlock({ message: copy('common.somethingUnexpected'), field: null });
      return;
    }
    const outcome = await loadedSubmit.submitRegistration({
      answers: final, orgCode: env.org.orgCode, experiments: env.experiments, query: route.query,
      missingFieldsMessage: copy('common.somethingUnexpected'), abilityModals: flow.abilityModals ?? {},
      authV2: env.flags['fe-heloc-auth-v2'] === true, returnPath: `${window.location.pathname}${window.location.search}`,
    });
    if (outcome.kind === 'created') await shown;
    setProcessing(false);
    // A submit that failed (a reload aborts the create too) keeps `resume`: the next visit finds or creates the application.
    if (outcome.kind === 'verify-email') setConfirmEmail('submit');
    else if (outcome.kind === 'modal') setConfirmEmail(null);
    if (outcome.kind === 'modal') setModal({ id: outcome.modal, values: outcome.values });
    else if (outcome.kind === 'stay') setBlock({ message: outcome.message, field: null });
    else if (outcome.kind === 'leave') go(withOrg(outcome.to));
    else if (outcome.kind === 'verify-email') return;
    else showCreated(outcome.application);
  };
  /** Goes on to the application the registration created. */
  function showCreated({ uuid, loanNumber }: { uuid: string; loanNumber: string }) {
    setConfirmEmail(null);
    setApplication({ uuid, loanNumber });
    setFinished({ uuid, entry: historyEntry() });
    // The application host decides the page from the status (and polls while the server is still working). The
    // application replaces the submitted step in the history: Back goes to the step before, which sends the
    // borrower on to the application again (finishedRegistrationTarget) instead of showing an emptied password step.
    go(withOrg(`/account/heloc/${encodeURIComponent(uuid)}`), true);
  }
  /** Runs the effects of a flow transition, in order. */
  function run({ effects }: FlowTransition) {
    // A move the router has yet to follow is made before any other, so the history keeps the steps in order.
    if (effects.some((e) => LEAVES_STEP.has(e.type))) follow.flush();
    for (const effect of effects) {
      switch (effect.type) {
        case 'redirect': go(effect.to, effect.replace); break;
        case 'navigate': go(withOrg(effect.to)); break;
        case 'login': go(withOrg(`/auth/login?redirectUrl=${encodeURIComponent(window.location.pathname)}`)); break;
        case 'show-modal': setModal({ id: effect.modal, confirmKey: effect.confirmKey, guard: effect.guard, values: effect.values }); break;
        case 'close-modal': setModal(null); break;
        case 'block': {
          const message = copy(effect.messageKey);
          setBlock({ message, field: effect.field ? { field: effect.field, message } : null });
          break;
        }
        // Only when a block shows: entering a step clears it from an effect, and a call that changes nothing would still
        // render the page again in a task of its own, between the step's frame and the borrower's next key.
        case 'clear-block': if (block !== null) setBlock(null); break;
        case 'confirm': setConfirmations((c) => ({ ...c, [effect.key]: true })); break;
        case 'submit': void submit(effect.answers); break;
      }
    }
  }
  const onContinue = (current: Answers) => {
    const transition = continueStep(flow, flowState(), { ...context, answers: current }, stepGuards);
    const reveal = next && nextLoaded?.step.id === next.id ? revealMove(transition, next) : null;
    if (!routed.step || !next || !reveal) return run(transition);
    run({ ...transition, effects: transition.effects.filter((e) => e.type !== 'redirect') });
    // From the step the router names (still the first one when a second Continue comes before it has followed).
    setMove({ from: routed.step, to: next });
    follow.follow(reveal);
  };
  const onModalAction = (action: ModalAction) => run(answerModal(flow, flowState(), action, context, stepGuards));
  const back = step ? previousStep(flow, step.id, context) : null;
  // The same functions on every render, for the step shown and the one rendered ahead; they act on the latest render.
  const latest = useRef({ onContinue, goBack: () => undefined as void });
  latest.current = { onContinue, goBack: () => run(goBack(flow, flowState(), context)) };
  const continueLatest = useCallback((current: Answers) => latest.current.onContinue(current), []);
  const backLatest = useCallback(() => latest.current.goBack(), []);
  const stepNode = (s: LoadedStep, stepContext: typeof base, shown: Pick<StepFormProps, 'onBack' | 'busy' | 'blockMessage' | 'blockError'>) => (
    <StepFormAhead
      step={s.step} generated={s.generated} context={stepContext} answers={answers} copy={copy} services={services}
      onAnswersChange={setAnswers} onContinue={continueLatest} {...shown}
    />
  );

  if (resumeAt) return <CircularProgress aria-label={copy('app.loading')} />;
  // Once the e-mail is confirmed: the registration that was waiting for it creates the application with the kept answers.
  const onEmailConfirmed = () => {
    if (confirmEmail !== 'submit') {
      setConfirmEmail(null);
      return;
    }
    setConfirmEmail('resume');
    void submit(answers);
  };
  if (confirmEmail === 'submit' || confirmEmail === 'arrival') {
    return (
      <Box>
        <Suspense fallback={<CircularProgress aria-label={copy('app.loading')} />}><ConfirmEmail onVerified={onEmailConfirmed} /></Suspense>
        <Suspense fallback={null}>{processing ? <ProcessingModal messageKeys={flow.processingMessages ?? []} intervalMs={env.constants.processingMessageMs} /> : null}</Suspense>
      </Box>
    );
  }
  return (
    <Box>
      <Typography variant="overline" component="p">{copy('app.stepProgress', { current: position, total: steps.length })}</Typography>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{stepTitle}</Typography>
      {loaded?.step.subtitleKey ? <Typography sx={{ mb: 3 }}>{copy(loaded.step.subtitleKey)}</Typography> : null}
      {loadError ? <Alert severity="error">{copy('common.somethingUnexpected')}</Alert> : null}
      {!loaded && !loadError ? <CircularProgress aria-label={copy('app.loading')} /> : null}
      {loaded ? (
        <StepStack
          current={loaded.step.id}
          fallback={<CircularProgress aria-label={copy('app.loading')} />}
          steps={[
            {
              key: loaded.step.id,
              node: stepNode(loaded, base, {
                onBack: back ? backLatest : undefined, busy: processing,
                blockMessage: block && !block.field ? block.message : null, blockError: block?.field ?? null,
              }),
            },
            // What the next step gets once it is the step shown: its own rule context, Back, nothing busy or blocked.
            ...(afterMount && nextLoaded && next ? [{
              key: nextLoaded.step.id,
              node: stepNode(nextLoaded, contextAt(flow.steps.findIndex((s) => s.id === next.id)), { onBack: backLatest, busy: false, blockMessage: null, blockError: null }),
            }] : []),
          ]}
        />
      ) : null}
      <Suspense fallback={null}>
      {modal && flow.modals?.[modal.id] ? (
        <GuardModal id={modal.id} modal={flow.modals[modal.id]} values={{ ...modal.values }} onAction={onModalAction} onClose={() => setModal(null)} />
      ) : null}
      {processing ? <ProcessingModal messageKeys={flow.processingMessages ?? []} intervalMs={env.constants.processingMessageMs} /> : null}
      </Suspense>
    </Box>
  );
}
