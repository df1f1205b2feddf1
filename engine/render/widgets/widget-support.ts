import type { CSSProperties } from 'react';
import { helpId, type GenericObjectType, type Registry, type UiSchema } from '@rjsf/utils';
import type { StepFormContext } from './form-context';

const FALLBACK_CONTEXT: StepFormContext = {
  copy: (key) => key,
  searchAddresses: async () => [],
  constants: { passwordRules: [] },
  touch: () => undefined,
  uploadDocument: async () => {
    throw new Error('uploads are not available here');
  },
  removeDocument: async () => undefined,
  lookupBank: async () => null,
};

/** The step's form context, with inert defaults for anything the host did not provide. Pure. */
export function stepContext(registry: Registry): StepFormContext {
  return { ...FALLBACK_CONTEXT, ...(registry.formContext as Partial<StepFormContext> | undefined) };
}

/**
 * The dotted answers path of a widget (`root_income_otherIncome` → `income.otherIncome`), derived from its RJSF id and
 * the form's idPrefix/idSeparator. Property names must not contain the separator (camelCase names never do). Pure.
 */
export function dottedPath(id: string, registry: Registry): string {
  const { idPrefix = 'root', idSeparator = '_' } = registry.globalFormOptions ?? {};
  const start = `${idPrefix}${idSeparator}`;
  const rest = id.startsWith(start) ? id.slice(start.length) : id;
  return rest.split(idSeparator).join('.');
}

/** The first message of an RJSF error list, or undefined (also when RJSF says to hide errors). Pure. */
export function firstError(errors?: string[], hidden?: boolean): string | undefined {
  return hidden ? undefined : errors?.find((e) => typeof e === 'string' && e !== '');
}

/** The id MUI gives a TextField's helper text; fields use it for their own helper text too. Pure. */
export function helperTextId(id: string): string {
  return `${id}-helper-text`;
}

/** The ids an input is described by: its error (when shown) and the template's `ui:help` (when given). Pure. */
export function describedBy(id: string, error: string | undefined, uiSchema?: UiSchema, ...more: (string | undefined)[]): string | undefined {
  const hasHelp = typeof (uiSchema as GenericObjectType | undefined)?.['ui:help'] === 'string';
  const ids = [error ? helperTextId(id) : undefined, hasHelp ? helpId(id) : undefined, ...more].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Hides text visually while keeping it for assistive technology. Inline `style` only: in MUI `sx` the 1s mean 100 % and a spacing unit. */
export const visuallyHidden: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
};

/** The part of RJSF's widget props that every text-like field reads. */
export interface FieldIdentity {
  id: string;
  htmlName?: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  autofocus?: boolean;
}

/** The MUI TextField props every text-like widget shares: identity, label, state and its first error. Pure. */
export function textFieldProps(props: FieldIdentity, error: string | undefined) {
  const { id, htmlName, label, required, disabled, readonly, autofocus } = props;
  return {
    id, name: htmlName || id, label, required, disabled: disabled || readonly, autoFocus: autofocus, fullWidth: true,
    error: Boolean(error), helperText: error,
  };
}
