// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadApplicationStep } from './application-steps';
import { renderStep } from './harness';
import { optionsFromRule } from '../../../../engine/render/widgets/RadioChoiceWidget';

// The application widgets are lazily loaded chunks; these tests exercise them once loaded.
const step = await loadApplicationStep('ownership-and-ssn');

// user-event walks radio groups with CSS.escape, which jsdom lacks.
globalThis.CSS ??= { escape: (text: string) => text.replace(/([^\w-])/g, '\\$1') } as typeof CSS;

describe('RadioChoiceWidget', () => {
  it('is a radio group named by the question, with the brand labels, storing the enum value', async () => {
    const view = renderStep(step);
    expect(screen.getByRole('radiogroup', { name: /Who owns the home\?/ })).toBeTruthy();
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Just me', 'Me and someone else', 'A trust']);
    expect(radios.some((r) => r.checked)).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: 'A trust' }));
    expect(view.data().ownership).toBe('TRUST');
    await userEvent.click(screen.getByRole('radio', { name: 'Just me' }));
    expect(view.data().ownership).toBe('SOLE');
  });

  it('is keyboard operable and marks the field touched on leaving', async () => {
    const view = renderStep(step);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(view.data().ownership).toBe('SOLE');
    await userEvent.keyboard('{ArrowDown}');
    expect(view.data().ownership).toBe('JOINT');
    await userEvent.tab();
    expect(view.touch).toHaveBeenCalledWith('ownership');
  });

  it('shows its error once and ties it to the radios', () => {
    renderStep(step, { extraErrors: { ownership: { __errors: ['Please tell us who owns the home'] } } });
    expect(screen.getAllByText('Please tell us who owns the home')).toHaveLength(1);
    const radio = screen.getByRole('radio', { name: 'Just me' });
    expect(radio.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(radio.getAttribute('aria-describedby')!.split(' ')[0])?.textContent).toBe('Please tell us who owns the home');
  });
});

describe('choices from the rule context (ui:options.optionsFrom)', () => {
  const copy = (key: string, values?: Record<string, unknown>) => `${key}:${String(values?.name)} ${String(values?.mask)}`;
  const options = {
    optionsFrom: { map: [{ var: 'application.linkedAccounts' }, { heloc_pick: [{ var: '' }, ['uuid', 'name', 'mask']] }] },
    optionValue: 'uuid',
    optionLabelKey: 'bank.confirm.account.option',
  };
  it('builds one choice per item, valued by its field and labelled by the copy key with the item', () => {
    const context = { application: { linkedAccounts: [{ uuid: 'a', name: 'Checking', mask: '••••0001' }, { uuid: 'b', name: 'Savings', mask: '••••0002' }] } };
    expect(optionsFromRule(options, context, copy)).toEqual([
      { value: 'a', label: 'bank.confirm.account.option:Checking ••••0001' },
      { value: 'b', label: 'bank.confirm.account.option:Savings ••••0002' },
    ]);
  });
  it('has no choices when the rule gives no list', () => {
    expect(optionsFromRule(options, { application: {} }, copy)).toEqual([]);
    expect(optionsFromRule(options, {}, copy)).toEqual([]);
  });
});
