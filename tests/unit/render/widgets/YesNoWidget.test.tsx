// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadStepFile, renderStep } from './harness';

const step = await loadStepFile('for-sale');

// user-event walks radio groups with CSS.escape, which jsdom lacks.
globalThis.CSS ??= { escape: (text: string) => text.replace(/([^\w-])/g, '\\$1') } as typeof CSS;

describe('YesNoWidget', () => {
  it('is a radio group in a fieldset named by the question, storing true / false', async () => {
    const view = renderStep(step);
    expect(screen.getByRole('group', { name: /Is your property currently listed for sale\?/ })).toBeTruthy();
    const yes = screen.getByRole<HTMLInputElement>('radio', { name: 'Yes' });
    const no = screen.getByRole<HTMLInputElement>('radio', { name: 'No' });
    expect(yes.checked || no.checked).toBe(false);
    await userEvent.click(yes);
    expect(view.data().isListedForSale).toBe(true);
    await userEvent.click(no);
    expect(view.data().isListedForSale).toBe(false);
    expect(no.checked).toBe(true);
  });

  it('is keyboard operable', async () => {
    const view = renderStep(step);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(view.data().isListedForSale).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    expect(view.data().isListedForSale).toBe(false);
    await userEvent.tab();
    expect(view.touch).toHaveBeenCalledWith('isListedForSale');
  });

  it('shows its error once and ties it to the radios', () => {
    renderStep(step, { extraErrors: { isListedForSale: { __errors: ['Required'] } } });
    expect(screen.getAllByText('Required')).toHaveLength(1);
    const yes = screen.getByRole('radio', { name: 'Yes' });
    expect(yes.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(yes.getAttribute('aria-describedby')!)?.textContent).toBe('Required');
  });
});
