// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useState, type ComponentType, type Ref } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import brand from '../../../../brands/default.brand.json';
import constants from '../../../../flows/constants.json';
import propertyAddressValidators from '../../../../engine/generated/steps/property-address.js';
import propertyAddress from '../../../../flows/registration/steps/property-address.step.json';
import { createCopy, createRuleContext, type Answers, type StepDefinition } from '../../../../engine/core';
import { StepForm } from '../../../../engine/render/step-form/StepForm';

/** Renders of MUI's Button and FormLabel, by the words they show. */
const renders = vi.hoisted(() => new Map<string, number>());
function counted(Real: ComponentType<{ children?: unknown }>) {
  return forwardRef((props: { children?: unknown }, ref: Ref<unknown>) => {
    const words = String(props.children);
    renders.set(words, (renders.get(words) ?? 0) + 1);
    return <Real {...props} {...{ ref }} />;
  });
}
vi.mock('@mui/material/Button', async (original) => ({ ...(await original<object>()), default: counted((await original<{ default: ComponentType<{ children?: unknown }> }>()).default) }));
vi.mock('@mui/material/FormLabel', async (original) => ({ ...(await original<object>()), default: counted((await original<{ default: ComponentType<{ children?: unknown }> }>()).default) }));

afterEach(() => {
  cleanup();
  renders.clear();
});

const copy = createCopy(brand);
const step = propertyAddress as unknown as StepDefinition;
const { answers: _none, ...context } = createRuleContext({ brand: { ...brand, orgCode: 'figure' } as never, constants, today: '2026-12-05' });
const services = { searchAddresses: async () => [], constants: { passwordRules: [] } };

function Host() {
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <StepForm step={step} generated={propertyAddressValidators} answers={answers} context={context} copy={copy} services={services}
      onAnswersChange={setAnswers} onContinue={() => undefined} />
  );
}

describe('the address field while a Continue shows the errors', () => {
  it('leaves its legend and its "Address not listed" switch unrendered', async () => {
    render(<Host />);
    const legend = copy(String(propertyAddress.uiSchema.propertyAddress['ui:title']));
    const notListed = copy('address.notListed');
    const before = { legend: renders.get(legend), notListed: renders.get(notListed) };
    expect(before.legend).toBeGreaterThan(0);
    expect(before.notListed).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: copy('common.continue') }));
    expect(screen.getAllByRole('combobox').concat(screen.getAllByRole('textbox')).some((c) => c.getAttribute('aria-invalid') === 'true')).toBe(true);
    expect({ legend: renders.get(legend), notListed: renders.get(notListed) }).toEqual(before);
    // The switch still works: it is the element of the current mode.
    await userEvent.click(screen.getByRole('button', { name: notListed }));
    expect(screen.getByRole('button', { name: copy('address.backToSearch') })).toBeTruthy();
  });
});
