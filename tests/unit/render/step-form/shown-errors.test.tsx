// @vitest-environment jsdom
import Form from '@rjsf/core/lib/components/Form.js';
import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import brand from '../../../../brands/default.brand.json';
import constants from '../../../../flows/constants.json';
import legalNameValidators from '../../../../engine/generated/steps/legal-name.js';
import legalName from '../../../../flows/registration/steps/legal-name.step.json';
import { createCopy, createRuleContext, type Answers, type StepDefinition } from '../../../../engine/core';
import { StepForm } from '../../../../engine/render/step-form/StepForm';
import { StepThemeForm } from '../../../../engine/render/step-form/step-theme';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const copy = createCopy(brand);
const step = legalName as unknown as StepDefinition;
const { answers: _none, ...context } = createRuleContext({ brand: { ...brand, orgCode: 'figure' } as never, constants, today: '2026-12-02' });
const services = { searchAddresses: async () => [], constants: { passwordRules: [] } };

function Host({ onContinue = () => undefined }: { onContinue?: (answers: Answers) => void }) {
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <StepForm step={step} generated={legalNameValidators} answers={answers} context={context} copy={copy} services={services}
      onAnswersChange={setAnswers} onContinue={onContinue} />
  );
}

const invalid = () => screen.queryAllByRole('textbox').filter((input) => input.getAttribute('aria-invalid') === 'true');

describe('errors shown through the step form root field', () => {
  it('Continue on the empty step shows the errors without the RJSF form rendering again', async () => {
    render(<Host />);
    const formRenders = vi.spyOn(Form.prototype, 'render');
    await userEvent.click(screen.getByRole('button', { name: copy('common.continue') }));
    expect(invalid().map((input) => input.id)).toEqual(['root_name_firstName', 'root_name_lastName']);
    expect(document.getElementById('root_name_firstName-helper-text')?.textContent).not.toBe('');
    expect(formRenders).not.toHaveBeenCalled();
  });

  it('a field left empty shows its error on blur the same way, and typing still reaches the answers', async () => {
    const onContinue = vi.fn();
    render(<Host onContinue={onContinue} />);
    const first = screen.getByRole('textbox', { name: /^First name/ });
    const formRenders = vi.spyOn(Form.prototype, 'render');
    const formUpdates = vi.spyOn(Form.prototype, 'setState');
    await userEvent.click(first);
    await userEvent.tab();
    expect(invalid().map((input) => input.id)).toEqual(['root_name_firstName']);
    expect(formRenders).not.toHaveBeenCalled();
    // The blur reaches the step directly: RJSF's handler, which queues a form update for on-blur live validation, is
    // not called.
    expect(formUpdates).not.toHaveBeenCalled();
    await userEvent.type(first, 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
    expect(formRenders).toHaveBeenCalled();
    expect(invalid()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: copy('common.continue') }));
    expect(onContinue).toHaveBeenCalledWith(expect.objectContaining({ name: expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace' }) }));
  });

  it('outside a step form the root field keeps the errors the Form was given', async () => {
    const validator = createPrecompiledValidator(legalNameValidators as unknown as ValidatorFunctions, step.schema as RJSFSchema);
    await act(async () => {
      render(
        <StepThemeForm schema={step.schema as RJSFSchema} validator={validator} formContext={{ copy, ...services }} noValidate showErrorList={false}
          extraErrors={{ name: { lastName: { __errors: ['Last name is required'] } } } as never} />,
      );
    });
    expect(invalid().map((input) => input.id)).toEqual(['root_name_lastName']);
  });
});
