import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { createRuleContext, type Answers, type StepDefinition } from '../../engine/core';
import { loadStepDefinition, type LoadedStep } from '../../engine/render/load-step';
import { StepForm } from '../../engine/render/step-form/StepForm';
import { useEnvironment } from '../org/environment';
import { todayIso } from '../registration/today';

const NO_ADDRESSES = () => Promise.resolve([]);

/**
 * One step in the preview: its title and subtitle as the borrower's pages show them, and the one step host (StepForm)
 * with the definition the server reads now, the build's validator of that step, the brand's words and the sample
 * answers (the form can be filled in; Continue on a valid step says so).
 */
export function StudioStep({ step, answers: sample, application }: { step: StepDefinition; answers: Answers; application?: Record<string, unknown> }) {
  const env = useEnvironment();
  const { copy } = env;
  const [loaded, setLoaded] = useState<LoadedStep | null | undefined>(undefined);
  const [answers, setAnswers] = useState<Answers>(sample);
  const [continued, setContinued] = useState(false);
  useEffect(() => setAnswers(sample), [sample]);
  useEffect(() => {
    let live = true;
    loadStepDefinition(step).then((l) => live && setLoaded(l)).catch(() => live && setLoaded(null));
    return () => {
      live = false;
    };
  }, [step]);
  const context = useMemo(() => {
    const { answers: _none, ...rest } = createRuleContext({
      brand: { ...env.brand, orgCode: env.org.orgCode }, flags: env.flags, experiments: env.experiments,
      constants: env.constants, today: todayIso(), application: application ?? null,
    });
    return rest;
  }, [env, application]);
  const services = useMemo(() => ({ searchAddresses: NO_ADDRESSES, constants: env.constants }), [env.constants]);
  // The validator of the step id last loaded serves the current definition (a new label needs no new validator).
  const generated = loaded && loaded.step.id === step.id ? loaded.generated : null;
  return (
    <Box data-testid="studio-step">
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{copy(step.titleKey)}</Typography>
      {step.subtitleKey ? <Typography sx={{ mb: 3 }}>{copy(step.subtitleKey)}</Typography> : null}
      {loaded === null ? <Alert severity="warning">{copy('studio.noValidator', { id: step.id })}</Alert> : null}
      {loaded === undefined ? <CircularProgress aria-label={copy('app.loading')} /> : null}
      {generated ? (
        <StepForm
          step={step} generated={generated} answers={answers} context={context} copy={copy} services={services}
          onAnswersChange={(next) => { setAnswers(next); setContinued(false); }} onContinue={() => setContinued(true)}
        />
      ) : null}
      <Typography role="status" sx={{ mt: 2 }}>{continued ? copy('studio.preview.valid') : ''}</Typography>
    </Box>
  );
}
