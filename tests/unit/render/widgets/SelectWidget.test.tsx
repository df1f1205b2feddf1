// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadStepFile, renderStep } from './harness';

const income = await loadStepFile('annual-income');
const legalName = await loadStepFile('legal-name');

describe('SelectWidget', () => {
  it('lists the enum with its enumNames after a placeholder that stores undefined', async () => {
    const view = renderStep(income);
    const select = screen.getByLabelText<HTMLSelectElement>(/^Employment status/);
    const labels = within(select).getAllByRole('option').map((o) => o.textContent);
    expect(labels.slice(0, 3)).toEqual(['Select your employment status', 'Employed full-time', 'Employed part-time']);
    expect(labels).toHaveLength(10);
    await userEvent.selectOptions(select, 'Self-employed');
    expect((view.data().income as Record<string, unknown>).employmentType).toBe('SELF_EMPLOYED');
    await userEvent.selectOptions(select, 'Select your employment status');
    expect((view.data().income as Record<string, unknown>).employmentType).toBeUndefined();
  });

  it('keeps "" as a real choice (suffix None) and offers no extra empty option', async () => {
    const view = renderStep(legalName);
    const select = screen.getByLabelText<HTMLSelectElement>(/^Suffix/);
    const labels = within(select).getAllByRole('option').map((o) => o.textContent);
    expect(labels).toEqual(['None', 'Jr', 'Sr', 'I', 'II', 'III', 'IV', 'V']);
    await userEvent.selectOptions(select, 'Jr');
    expect((view.data().name as Record<string, unknown>).suffix).toBe('Jr');
    await userEvent.selectOptions(select, 'None');
    expect((view.data().name as Record<string, unknown>).suffix).toBe('');
  });

  it('shows its first error tied to the select', () => {
    renderStep(income, { extraErrors: { income: { employmentType: { __errors: ["We apologize. At this time, we don't lend to unemployed borrowers."] } } } });
    const select = screen.getByLabelText(/^Employment status/);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toMatch(/unemployed borrowers/);
    expect(screen.getAllByText(/unemployed borrowers/)).toHaveLength(1);
  });
});
