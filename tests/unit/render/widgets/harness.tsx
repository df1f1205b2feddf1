import allFields from '@rjsf/core/lib/components/fields/index.js';
import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import brand from '../../../../brands/default.brand.json';
import constants from '../../../../flows/constants.json';
import { createCopy, type StepDefinition } from '../../../../engine/core';
import type { AddressSuggestion, StepFormContext } from '../../../../engine/render/widgets/form-context';
import { fields, preloadStepWidgets, templates, widgets } from '../../../../engine/render/widgets/registry';

afterEach(cleanup);

// The app loads on-demand widgets with the step that uses them (engine/render/load-step.ts); here, all of them first.
beforeAll(() => preloadStepWidgets(Object.keys({ ...widgets, ...fields }), {}));

// RJSF's array and multi-schema fields, which the app loads with the steps that need them (composite-theme.ts).
const allRegistryFields = { ...allFields(), ...fields };

export const copy = createCopy(brand);

const WORD_KEYS = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help']);

/** What the step renderer does before rendering: copy keys in the UI schema → the brand's words. */
export function withWords(node: unknown, parentKey = ''): unknown {
  if (Array.isArray(node)) return parentKey === 'enumNames' ? node.map((k) => copy(String(k))) : node;
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, WORD_KEYS.has(k) && typeof v === 'string' ? copy(v) : withWords(v, k)]));
}

/** Errors as the renderer feeds them: `{ field: { __errors: [words], child: { … } } }`. */
export interface ErrorTree {
  __errors?: string[];
  [field: string]: ErrorTree | string[] | undefined;
}

export interface HarnessOptions {
  formData?: Record<string, unknown>;
  extraErrors?: ErrorTree;
  searchAddresses?: (text: string) => Promise<AddressSuggestion[]>;
  uploadDocument?: StepFormContext['uploadDocument'];
  removeDocument?: StepFormContext['removeDocument'];
  /** Leave out the registry's FieldErrorTemplate (to see RJSF's own error list). */
  noTemplates?: boolean;
}

/**
 * Renders a step's schema + UI schema in a real, controlled @rjsf/mui Form with the registry and a form context built
 * from the default brand, as the step renderer does. `data()` is the latest form data.
 */
export function renderStep(step: Pick<StepDefinition, 'schema' | 'uiSchema'>, options: HarnessOptions = {}) {
  const touch = vi.fn<(field: string) => void>();
  const searchAddresses = vi.fn(options.searchAddresses ?? (async () => []));
  const uploadDocument = vi.fn(options.uploadDocument ?? (async () => {
    throw new Error('no upload');
  }));
  const removeDocument = vi.fn(options.removeDocument ?? (async () => undefined));
  const formContext: StepFormContext = { copy, touch, searchAddresses, constants: { passwordRules: constants.passwordRules, usStateFacts: constants.usStateFacts }, uploadDocument, removeDocument,
    lookupBank: async (routingNumber: string) => (routingNumber === '021000021' ? { routingNumber, bankName: 'JPMorgan Chase Bank' } : null) };
  const latest = { formData: options.formData ?? {} };
  function Harness({ extraErrors }: { extraErrors?: ErrorTree }) {
    const [formData, setFormData] = useState(options.formData ?? {});
    return (
      <Form
        schema={step.schema as RJSFSchema}
        uiSchema={withWords(step.uiSchema) as UiSchema}
        formData={formData}
        validator={validator}
        widgets={widgets}
        fields={allRegistryFields}
        templates={options.noTemplates ? undefined : templates}
        formContext={formContext}
        extraErrors={extraErrors as ErrorSchema | undefined}
        noValidate
        noHtml5Validate
        showErrorList={false}
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never', emptyObjectFields: 'populateRequiredDefaults', requiredBooleanDefault: 'skip' }}
        onChange={(e) => {
          latest.formData = e.formData as Record<string, unknown>;
          setFormData(e.formData as Record<string, unknown>);
        }}
      />
    );
  }
  const view = render(<Harness extraErrors={options.extraErrors} />);
  return {
    ...view,
    touch,
    searchAddresses,
    uploadDocument,
    removeDocument,
    data: () => latest.formData,
    setErrors: (extraErrors: ErrorTree) => view.rerender(<Harness extraErrors={extraErrors as ErrorSchema | undefined} />),
  };
}

/** The step file with the given id, typed loosely enough for the harness. */
export async function loadStepFile(id: string): Promise<StepDefinition> {
  const module = (await import(`../../../../flows/registration/steps/${id}.step.json`)) as { default: StepDefinition };
  return module.default;
}

/** The phone input once its lazily loaded formatter has replaced the read-only stand-in. */
export async function phoneInput(label: RegExp = /Mobile phone/): Promise<HTMLInputElement> {
  await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(label).readOnly).toBe(false));
  return screen.getByLabelText<HTMLInputElement>(label);
}
