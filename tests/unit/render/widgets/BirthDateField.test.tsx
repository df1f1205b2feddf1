// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadStepFile, renderStep } from './harness';

const step = await loadStepFile('birthdate');

describe('BirthDateField', () => {
  it('groups month, day and year under the title and stores integers', async () => {
    const view = renderStep(step);
    expect(screen.getByRole('group', { name: /Date of birth/ })).toBeTruthy();
    const month = screen.getByLabelText<HTMLInputElement>(/^Month/);
    const day = screen.getByLabelText<HTMLInputElement>(/^Day/);
    const year = screen.getByLabelText<HTMLInputElement>(/^Year/);
    await userEvent.type(month, '05');
    await userEvent.type(day, '7x');
    await userEvent.type(year, '19801');
    expect(view.data().dob).toEqual({ month: 5, day: 7, year: 1980 });
    expect([month.value, day.value, year.value]).toEqual(['05', '7', '1980']);
    await userEvent.clear(day);
    expect((view.data().dob as Record<string, unknown>).day).toBeUndefined();
  });

  it('uses numeric keypads, lengths 2/2/4 and birthday autocomplete', () => {
    renderStep(step);
    const inputs = ['Month', 'Day', 'Year'].map((l) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${l}`)));
    expect(inputs.map((i) => i.maxLength)).toEqual([2, 2, 4]);
    expect(inputs.map((i) => i.getAttribute('inputmode'))).toEqual(['numeric', 'numeric', 'numeric']);
    expect(inputs.map((i) => i.getAttribute('autocomplete'))).toEqual(['bday-month', 'bday-day', 'bday-year']);
    expect(new Set(inputs.map((i) => i.id)).size).toBe(3);
  });

  it('shows the first error of dob, then of its parts, once, and marks the inputs concerned', () => {
    renderStep(step, { extraErrors: { dob: { day: { __errors: ['Invalid date'] }, year: { __errors: ['Date of birth is required'] } } } });
    expect(screen.getAllByText('Invalid date')).toHaveLength(1);
    expect(screen.queryByText('Date of birth is required')).toBeNull();
    const [month, day] = ['Month', 'Day'].map((l) => screen.getByLabelText(new RegExp(`^${l}`)));
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(month.getAttribute('aria-invalid')).toBe('false');
    expect(document.getElementById(day.getAttribute('aria-describedby')!)?.textContent).toBe('Invalid date');
  });

  it('prefers the error of dob itself', () => {
    renderStep(step, { extraErrors: { dob: { __errors: ['Must be at least 18 years old'], month: { __errors: ['Invalid date'] } } } });
    expect(screen.getByText('Must be at least 18 years old')).toBeTruthy();
    expect(screen.queryByText('Invalid date')).toBeNull();
  });

  it('touches dob when focus leaves the group, not while moving inside it', async () => {
    const view = renderStep(step);
    await userEvent.click(screen.getByLabelText(/^Month/));
    await userEvent.tab();
    await userEvent.tab();
    expect(view.touch).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(view.touch).toHaveBeenCalledWith('dob');
  });
});
