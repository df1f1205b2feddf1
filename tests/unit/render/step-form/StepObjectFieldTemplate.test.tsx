// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import brand from '../../../../brands/default.brand.json';
import constants from '../../../../flows/constants.json';
import legalNameValidators from '../../../../engine/generated/steps/legal-name.js';
import legalName from '../../../../flows/registration/steps/legal-name.step.json';
import { createCopy, createRuleContext, type Answers, type StepDefinition } from '../../../../engine/core';
import { StepForm } from '../../../../engine/render/step-form/StepForm';
import { StepThemeForm } from '../../../../engine/render/step-form/step-theme';

afterEach(cleanup);

const grids = () => document.querySelectorAll('.MuiGrid-root').length;

const copy = createCopy(brand);
const step = legalName as unknown as StepDefinition;
const { answers: _none, ...context } = createRuleContext({ brand: { ...brand, orgCode: 'figure' } as never, constants, today: '2026-12-05' });
const services = { searchAddresses: async () => [], constants: { passwordRules: [] } };

function Host() {
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <StepForm step={step} generated={legalNameValidators} answers={answers} context={context} copy={copy} services={services}
      onAnswersChange={setAnswers} onContinue={() => undefined} />
  );
}

describe('a step object laid out without MUI Grid', () => {
  it('lays out the nested name object as rows 16 px apart, in order, through typing and errors, with no Grid', async () => {
    render(<Host />);
    const first = screen.getByRole('textbox', { name: /^First name/ });
    await userEvent.type(first, 'Ada');
    await userEvent.click(screen.getByRole('button', { name: copy('common.continue') }));
    expect(screen.getByRole('textbox', { name: /^Last name/ }).getAttribute('aria-invalid')).toBe('true');
    const rows = first.closest('[style*="row-gap"]') as HTMLElement;
    expect(rows.style.rowGap).toBe('16px');
    expect(rows.style.flexDirection).toBe('column');
    const ids = [...rows.querySelectorAll('input')].map((input) => input.id);
    expect(ids.slice(0, 3)).toEqual(['root_name_firstName', 'root_name_middleName', 'root_name_lastName']);
    expect(grids()).toBe(0);
  });

  it('an object that takes more properties keeps @rjsf/mui\'s Grid template (its add button)', async () => {
    const schema = { type: 'object', additionalProperties: { type: 'string' } } as RJSFSchema;
    await act(async () => {
      render(<StepThemeForm schema={schema} validator={validator} formData={{ note: 'a' }} formContext={{ copy, ...services }} noValidate showErrorList={false} />);
    });
    expect(grids()).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /add/i })).toBeTruthy();
  });
});
