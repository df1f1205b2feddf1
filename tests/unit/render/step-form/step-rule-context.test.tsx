// @vitest-environment jsdom
import Form from '@rjsf/core/lib/components/Form.js';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import brand from '../../../../brands/default.brand.json';
import constants from '../../../../flows/constants.json';
import legalNameValidators from '../../../../engine/generated/steps/legal-name.js';
import linkedAccountValidators from '../../../../engine/generated/steps/linked-account.js';
import legalName from '../../../../flows/registration/steps/legal-name.step.json';
import linkedAccount from '../../../../flows/application/steps/linked-account.step.json';
import { createCopy, createRuleContext, type Answers, type StepDefinition } from '../../../../engine/core';
import { StepForm, type StepFormProps } from '../../../../engine/render/step-form/StepForm';
import { preloadStepWidgets } from '../../../../engine/render/widgets/registry';

// The app loads the radio choice widget with the step that uses it (engine/render/load-step.ts); here, first.
beforeAll(() => preloadStepWidgets(['RadioChoiceWidget'], {}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const copy = createCopy(brand);
const { answers: _none, ...baseContext } = createRuleContext({ brand: { ...brand, orgCode: 'figure' } as never, constants, today: '2026-12-02' });
const services = { searchAddresses: async () => [], constants: { passwordRules: [] } };
type RuleContext = StepFormProps['context'];

let setContext: (context: RuleContext) => void = () => undefined;

function Host({ step, generated, context }: { step: StepDefinition; generated: Record<string, unknown>; context: RuleContext }) {
  const [answers, setAnswers] = useState<Answers>({});
  const [current, set] = useState(context);
  setContext = set;
  return <StepForm step={step} generated={generated} answers={answers} context={current} copy={copy} services={services} onAnswersChange={setAnswers} onContinue={() => undefined} />;
}

describe("the step's rule context reaches the widgets through React context", () => {
  it('a change of the rule context (the real query, the waiting lists arriving) renders no RJSF form again', () => {
    render(<Host step={legalName as unknown as StepDefinition} generated={legalNameValidators} context={baseContext} />);
    const formRenders = vi.spyOn(Form.prototype, 'render');
    const formState = vi.spyOn(Form.prototype, 'getStateFromProps');
    act(() => setContext({ ...baseContext, query: { org: 'figure' } } as RuleContext));
    act(() => setContext({ ...baseContext, query: { org: 'figure' }, lists: { waitlistStates: ['ND'], waitlistZips: [] } } as RuleContext));
    expect(formRenders).not.toHaveBeenCalled();
    expect(formState).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toBeTruthy();
  });

  it("a widget whose choices a rule builds reads them from it, and follows its change", () => {
    const accounts = (names: string[]) => ({ linkedAccounts: names.map((name, i) => ({ uuid: `00000000-0000-0000-0000-00000000000${i}`, institutionName: 'Bank', name, accountType: 'checking', mask: `000${i}` })) });
    const context = { ...baseContext, application: accounts(['Checking']) } as RuleContext;
    render(<Host step={linkedAccount as unknown as StepDefinition} generated={linkedAccountValidators} context={context} />);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    act(() => setContext({ ...baseContext, application: accounts(['Checking', 'Savings']) } as RuleContext));
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Checking'), expect.stringContaining('Savings'),
    ]);
  });
});
