// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from '../../../../engine/render/widgets/MoneyWidget';
import { loadStepFile, renderStep } from './harness';

const step = await loadStepFile('annual-income');
const income = (data: Record<string, unknown>) => data.income as Record<string, unknown>;

describe('MoneyWidget', () => {
  it('stores a number and adds thousands separators on blur', async () => {
    const view = renderStep(step);
    const input = screen.getByLabelText<HTMLInputElement>(/^Annual income/);
    await userEvent.type(input, '1234567');
    expect(income(view.data()).income).toBe(1234567);
    expect(input.value).toBe('1234567');
    await userEvent.tab();
    expect(input.value).toBe('1,234,567');
    expect(income(view.data()).income).toBe(1234567);
    expect(view.touch).toHaveBeenCalledWith('income.income');
  });

  it('refuses anything but digits and one decimal point, and stores undefined when emptied', async () => {
    const view = renderStep(step);
    const input = screen.getByLabelText<HTMLInputElement>(/^Annual income/);
    await userEvent.type(input, '12a.5.0-9x');
    expect(input.value).toBe('12.50');
    expect(income(view.data()).income).toBe(12.5);
    await userEvent.clear(input);
    expect(income(view.data()).income).toBeUndefined();
  });

  it('shows a $ prefix, a numeric keypad, the default 0 and the help text as description', () => {
    renderStep(step);
    const other = screen.getByLabelText<HTMLInputElement>(/^Other annual income/);
    expect(other.value).toBe('0');
    expect(other.getAttribute('inputmode')).toBe('decimal');
    expect(screen.getAllByText('$')).toHaveLength(2);
    const help = document.getElementById(other.getAttribute('aria-describedby')!);
    expect(help?.textContent).toBe('Rental, investment or other regular income. Enter 0 if none.');
  });

  it('shows its first error once, tied to the input', () => {
    renderStep(step, { extraErrors: { income: { income: { __errors: ['Must be at least $0', 'other'] } } } });
    const input = screen.getByLabelText<HTMLInputElement>(/^Annual income/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Must be at least $0', 'Your total yearly income before taxes.']);
    expect(screen.getAllByText('Must be at least $0')).toHaveLength(1);
    expect(screen.queryByText('other')).toBeNull();
  });

  it('parses and formats en-US amounts', () => {
    expect(parseMoney('12,345.5')).toBe(12345.5);
    expect(parseMoney('')).toBeUndefined();
    expect(parseMoney('.')).toBeUndefined();
    expect(formatMoney(12345.5)).toBe('12,345.5');
    expect(formatMoney(undefined)).toBe('');
  });
});
