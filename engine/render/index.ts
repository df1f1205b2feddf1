/** Public entry of the React renderer. */
export { StepForm, type StepFormProps } from './step-form/StepForm';
export { loadStep, type LoadedStep } from './load-step';
export { resolveUiCopy } from './step-form/resolve-ui-copy';
export type { StepFormContext, AddressSuggestion } from './widgets/form-context';
