// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toggleChoice } from '../../../../engine/render/widgets/checkbox-group';
import { loadApplicationStep } from './application-steps';
import { renderStep } from './harness';

// The application widgets are lazily loaded chunks; these tests exercise them once loaded.
const step = await loadApplicationStep('hmda');

const ALL = ['H', 'MX', 'CU', 'N', 'X'];
const RULES = { children: { H: ['MX', 'CU'] }, exclusive: 'X' };

describe('toggleChoice', () => {
  it.each([
    ['ticks a box', [], 'N', true, ['N']],
    ['keeps enum order', ['N'], 'H', true, ['H', 'N']],
    ['ticking a sub-box ticks its parent', [], 'CU', true, ['H', 'CU']],
    ['unticking a parent unticks its sub-boxes', ['H', 'MX', 'CU', 'N'], 'H', false, ['N']],
    ['unticking a sub-box keeps the parent', ['H', 'MX'], 'MX', false, ['H']],
    ['the exclusive box clears the others', ['H', 'MX', 'N'], 'X', true, ['X']],
    ['another box clears the exclusive one', ['X'], 'N', true, ['N']],
    ['values outside the enum are dropped', ['??', 'N'], 'N', false, []],
  ] as const)('%s', (_name, current, value, checked, expected) => {
    expect(toggleChoice(ALL, current, value, checked, RULES)).toEqual(expected);
  });
});

describe('CheckboxGroupWidget', () => {
  it('shows each question as a group of boxes, with sub-boxes in a group named by their parent', () => {
    renderStep(step);
    const ethnicity = screen.getByRole('group', { name: 'Ethnicity' });
    const hispanic = within(ethnicity).getByRole('group', { name: 'Hispanic or Latino' });
    expect(within(hispanic).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent))
      .toEqual(['Mexican', 'Puerto Rican', 'Cuban', 'Other Hispanic or Latino']);
    expect(within(ethnicity).getAllByRole('checkbox')).toHaveLength(7);
    const race = screen.getByRole('group', { name: 'Race' });
    expect(within(race).getByRole('group', { name: 'Asian' })).toBeTruthy();
    expect(within(race).getByRole('group', { name: 'Native Hawaiian or Other Pacific Islander' })).toBeTruthy();
    expect(within(race).getAllByRole('checkbox')).toHaveLength(17);
    expect(within(screen.getByRole('group', { name: 'Sex' })).getAllByRole('checkbox')).toHaveLength(3);
  });

  it('stores the ticked values, with "I do not wish to provide" excluding the others', async () => {
    const view = renderStep(step);
    const sex = within(screen.getByRole('group', { name: 'Sex' }));
    await userEvent.click(sex.getByRole('checkbox', { name: 'Female' }));
    await userEvent.click(sex.getByRole('checkbox', { name: 'Male' }));
    expect(view.data().sex).toEqual(['FEMALE', 'MALE']);
    await userEvent.click(sex.getByRole('checkbox', { name: 'I do not wish to provide this information' }));
    expect(view.data().sex).toEqual(['NOT_PROVIDED']);
    expect(sex.getByRole<HTMLInputElement>('checkbox', { name: 'Female' }).checked).toBe(false);
    const race = within(screen.getByRole('group', { name: 'Race' }));
    await userEvent.click(race.getByRole('checkbox', { name: 'Korean' }));
    expect(view.data().race).toEqual(['ASIAN', 'KOREAN']);
  });

  it('is keyboard operable and marks the question touched on leaving', async () => {
    const view = renderStep(step);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(view.data().ethnicity).toEqual(['HISPANIC_OR_LATINO']);
    await userEvent.tab();
    expect(view.touch).toHaveBeenCalledWith('ethnicity');
  });

  it('shows its error once and ties it to every box', () => {
    renderStep(step, { extraErrors: { race: { __errors: ['Please choose at least one answer about race'] } } });
    expect(screen.getAllByText('Please choose at least one answer about race')).toHaveLength(1);
    const white = screen.getByRole('checkbox', { name: 'White' });
    expect(white.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(white.getAttribute('aria-describedby')!)?.textContent).toBe('Please choose at least one answer about race');
  });
});
