import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  applyStepDefaults, hiddenFields, showWhenRules, toStepValidator, validateStep, withHiddenFields, withoutFields, type Answers, type Copy, type FieldError, type RuleContext, type StepDefinition,
} from '../../core';
import type { StepFormContext } from '../widgets/form-context';
import { errorsToErrorSchema, idToField } from './errors-to-error-schema';
import { firstInvalidControl, settleInvalidFocus } from './first-invalid-control';
import { ErrorsShownFirstContext } from './errors-shown-first';
import { resolveUiCopy } from './resolve-ui-copy';
import { ShownErrorsContext, StepBlurContext } from './shown-errors';
import { SHOWING_ERRORS } from './showing-errors';
import { loadCompositeForm, peekCompositeForm } from './composite-form';
import { needsCompositeFields } from './needs-composite-fields';
import { StepRuleContext } from './step-rule-context';
import { StepThemeForm } from './step-theme';
import { useDeferredTouch } from './use-deferred-touch';
import { visibleErrors } from './visible-errors';

export interface StepFormProps {
  step: StepDefinition;
  /** The step's generated validator module (engine/generated/steps/<id>.js). */
  generated: Record<string, unknown>;
  answers: Answers;
  /** The rule context without the answers (brand, flags, today, …). */
  context: Omit<RuleContext, 'answers'>;
  copy: Copy;
  services: Pick<StepFormContext, 'searchAddresses' | 'constants'> & Partial<Pick<StepFormContext, 'uploadDocument' | 'removeDocument' | 'lookupBank'>>;
  onAnswersChange: (answers: Answers) => void;
  /** Called with the answers when Continue is pressed on a valid step. */
  onContinue: (answers: Answers) => void;
  onBack?: () => void;
  busy?: boolean;
  /** A form-level message (a blocking guard) shown above the buttons. */
  blockMessage?: string | null;
  /** A field-level message from a blocking guard. */
  blockError?: FieldError | null;
  /** The submit button's words (default the brand's Continue). */
  submitLabel?: string;
}

/**
 * Renders one step with RJSF + MUI: the one step host of registration, application and platform forms. The engine's
 * `validateStep` decides every message (the same words as the server and the CLI); errors show for touched fields
 * and, after Continue, for all fields, and focus moves to the first invalid input. A field whose `showWhen` rule does
 * not hold is hidden and its answer dropped. The precompiled validator only serves RJSF's schema resolution.
 */
export function StepForm(props: StepFormProps) {
  const { step, generated, answers, context, copy, services, onAnswersChange, onContinue, onBack, busy, blockMessage, blockError, submitLabel } = props;
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  // After a Continue pressed before the app ran, the hydrated step starts with its errors shown (errors-shown-first.ts).
  const errorsFirst = useContext(ErrorsShownFirstContext) === step.id;
  const [showAll, setShowAll] = useState(errorsFirst);
  const formRef = useRef<HTMLDivElement>(null);
  const validator = useMemo(
    () => createPrecompiledValidator(generated as ValidatorFunctions, step.schema as RJSFSchema),
    [generated, step.schema],
  );
  const validate = useMemo(() => toStepValidator(step, generated), [step, generated]);
  // Fields shown only under a condition (ui:options.showWhen): most steps have none, and then nothing is evaluated.
  const conditional = useMemo(() => showWhenRules(step.uiSchema).length > 0, [step.uiSchema]);
  const hiddenNow = (current: Answers) => (conditional ? hiddenFields(step.uiSchema, { ...context, answers: current }) : []);
  const hiddenKey = hiddenNow(answers).join(',');
  const uiSchema = useMemo(
    () => withHiddenFields(resolveUiCopy(step.uiSchema, copy), hiddenKey ? hiddenKey.split(',') : []),
    [step.uiSchema, copy, hiddenKey],
  );
  const errors = useMemo(() => validateStep(step, validate, { ...context, answers }, copy), [step, validate, context, answers, copy]);
  const shown = useMemo(() => {
    const list = visibleErrors(errors, touched, showAll);
    return blockError && !list.some((e) => e.field === blockError.field) ? [...list, blockError] : list;
  }, [errors, touched, showAll, blockError]);
  const shownErrors = useMemo(() => errorsToErrorSchema(shown), [shown]);
  const markTouched = useCallback((field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field))), []);
  const touch = useDeferredTouch(formRef, markTouched);
  // The rule context goes to the widgets through StepRuleContext, not formContext (step-rule-context.ts).
  const formContext = useMemo(() => ({ copy, touch, ...services }) as Partial<StepFormContext>, [copy, touch, services]);
  const formData = useMemo(() => Object.fromEntries(Object.keys(step.schema.properties).map((k) => [k, answers[k]])), [step, answers]);
  // Flat steps use the lean RJSF registry; a step with arrays or oneOf/anyOf the full one (loaded with the step).
  const composite = useMemo(() => needsCompositeFields(step.schema), [step.schema]);
  const [, setCompositeLoaded] = useState(false);
  useEffect(() => {
    if (composite && !peekCompositeForm()) void loadCompositeForm().then(() => setCompositeLoaded(true));
  }, [composite]);
  const ThemeForm = composite ? peekCompositeForm() : StepThemeForm;

  // The schema's defaults (e.g. other income 0) become answers when the step opens, so what the borrower sees is
  // what is validated and sent.
  useEffect(() => {
    const filled = applyStepDefaults(step, answers);
    if (filled !== answers) onAnswersChange(filled);
    // Only when a step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const handleChange = (event: IChangeEvent) => {
    const next = { ...answers, ...(event.formData as Answers) };
    onAnswersChange(conditional ? withoutFields(next, hiddenNow(next)) : next);
  };
  // The form's callbacks keep their identity across renders (they call the latest handler), so that showing errors,
  // which only changes the context below, leaves the RJSF form's element as it was and React skips it.
  const latestChange = useRef(handleChange);
  useLayoutEffect(() => {
    latestChange.current = handleChange;
  });
  const onChange = useCallback((event: IChangeEvent) => latestChange.current(event), []);
  const onBlur = useCallback((id: string) => touch(idToField(id)), [touch]);
  // Continue is handled before RJSF sees the submit: its own handling (noValidate) only re-renders the form with the
  // same data before calling back, a render the borrower would wait for before the next step.
  const handleSubmit = (event: FormEvent) => {
    // A form in a portal (a dialog opened from within the step) is not this step's.
    if (!formRef.current?.contains(event.target as Node)) return;
    event.preventDefault();
    event.stopPropagation();
    if (errors.length > 0) {
      setShowAll(true);
      // Focus moves to the first invalid field in the same render that shows the errors: focusing re-renders the field
      // (MUI's focused state), and one render of both costs less than a second one after the errors' frame. Once they
      // are painted, focus is checked against the first field marked invalid (a widget whose ids do not name its field).
      // The focus comes before the errors' classes: while they arrive, the focused label and notch move at once
      // (SHOWING_ERRORS), as errored ones do, instead of starting MUI's transitions that the errors then cancel.
      const wrapper = formRef.current;
      wrapper?.setAttribute(SHOWING_ERRORS, '');
      firstInvalidControl(wrapper, errors.map((e) => e.field))?.focus();
      requestAnimationFrame(() => setTimeout(() => {
        wrapper?.removeAttribute(SHOWING_ERRORS);
        settleInvalidFocus(formRef.current);
      }));
      return;
    }
    onContinue(answers);
  };

  const form = useMemo(() => ThemeForm && (
    <ThemeForm
      schema={step.schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      formContext={formContext}
      noValidate
      noHtml5Validate
      showErrorList={false}
      idPrefix="root"
      experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
      onChange={onChange}
      onBlur={onBlur}
    >
      {blockMessage ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{blockMessage}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 2, mt: 3, flexDirection: { xs: 'column-reverse', sm: 'row' } }}>
        {onBack ? <Button type="button" variant="text" onClick={onBack} disabled={busy}>{copy('common.back')}</Button> : null}
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ ml: { sm: 'auto' }, minWidth: 180 }}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
          {busy ? copy('common.submitting') : submitLabel ?? copy('common.continue')}
        </Button>
      </Box>
    </ThemeForm>
  ), [ThemeForm, step.schema, uiSchema, formData, validator, formContext, onChange, onBlur, blockMessage, onBack, busy, copy, submitLabel]);

  if (!form) return <CircularProgress aria-label={copy('app.loading')} />;
  return (
    // A plain element: a styled one would compute its styles again on every render of the step (each error shown).
    <div ref={formRef} onSubmitCapture={handleSubmit}>
      <StepRuleContext.Provider value={context as Record<string, unknown>}>
        <StepBlurContext.Provider value={onBlur}>
          <ShownErrorsContext.Provider value={shownErrors}>{form}</ShownErrorsContext.Provider>
        </StepBlurContext.Provider>
      </StepRuleContext.Provider>
    </div>
  );
}

/** How RJSF fills defaults: never from `const`, required object fields only, no default for a required boolean. */
const DEFAULT_FORM_STATE = { constAsDefaults: 'never', emptyObjectFields: 'populateRequiredDefaults', requiredBooleanDefault: 'skip' } as const;
