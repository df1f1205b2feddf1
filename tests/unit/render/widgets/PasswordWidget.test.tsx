// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadStepFile, renderStep } from './harness';

const step = await loadStepFile('set-password');

const bars = () => screen.getByRole('meter').querySelectorAll('[data-filled="true"]').length;

describe('PasswordWidget', () => {
  it('fills the four-bar meter with the number of strength rules met, and names its level', async () => {
    renderStep(step);
    const [password] = screen.getAllByLabelText(/^Password/);
    expect(screen.getAllByRole('meter')).toHaveLength(1); // only the first password has `meter: true`
    expect(bars()).toBe(0);
    expect(screen.getByRole('meter').getAttribute('aria-label')).toBe('Password strength: too weak');

    await userEvent.type(password, 'abcdefghijkl'); // length + lowercase: 2 of 5 rules
    expect(bars()).toBe(1);
    expect(screen.getByRole('meter').getAttribute('aria-label')).toBe('Password strength: weak');

    await userEvent.type(password, 'A1'); // + uppercase + number: 4 of 5
    expect(bars()).toBe(3);

    await userEvent.type(password, '!'); // all five
    expect(bars()).toBe(4);
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('4');
    expect(screen.getByRole('meter').getAttribute('aria-label')).toBe('Password strength: strong');
  });

  it('lists every rule, marked met or unmet, in a polite live region', async () => {
    renderStep(step);
    const [password] = screen.getAllByLabelText(/^Password/);
    await userEvent.type(password, 'abc1');
    const list = screen.getByRole('list');
    expect(list.getAttribute('aria-live')).toBe('polite');
    const state = Object.fromEntries(within(list).getAllByRole('listitem').map((li) => [li.textContent, li.getAttribute('data-met')]));
    expect(state).toEqual({
      'At least 12 characters': 'false',
      'An uppercase letter': 'false',
      'A lowercase letter': 'true',
      'A number': 'true',
      'A special character (!@#$%^&*)': 'false',
    });
  });

  it('reveals and hides the password with a toggle button', async () => {
    renderStep(step);
    const [password] = screen.getAllByLabelText<HTMLInputElement>(/^Password/);
    expect(password.type).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle);
    expect(password.type).toBe('password');
  });

  it('shows the first error under the input and stores the text', async () => {
    const view = renderStep(step, { extraErrors: { confirmPassword: { __errors: ["Passwords don't match"] } } });
    const confirm = screen.getByLabelText<HTMLInputElement>(/Confirm password/);
    await userEvent.type(confirm, 'x');
    expect(view.data().confirmPassword).toBe('x');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)?.textContent).toBe("Passwords don't match");
    expect(screen.getAllByText("Passwords don't match")).toHaveLength(1);
  });
});
