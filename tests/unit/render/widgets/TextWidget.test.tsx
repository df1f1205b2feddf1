// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadStepFile, renderStep } from './harness';

const legalName = await loadStepFile('legal-name');

describe('TextWidget', () => {
  it('renders plain strings with their ui:autocomplete and stores the text (undefined when emptied)', async () => {
    const view = renderStep(legalName);
    const first = screen.getByLabelText<HTMLInputElement>(/^First name/);
    expect(first.getAttribute('autocomplete')).toBe('given-name');
    await userEvent.type(first, 'Ada');
    expect((view.data().name as Record<string, unknown>).firstName).toBe('Ada');
    await userEvent.clear(first);
    expect((view.data().name as Record<string, unknown>).firstName).toBeUndefined();
    await userEvent.tab();
    expect(view.touch).toHaveBeenCalledWith('name.firstName');
  });

  it('honours ui:options.inputType', () => {
    renderStep({
      schema: { $id: 'textWidgetEmail', type: 'object', properties: { email: { type: 'string' } } },
      uiSchema: { email: { 'ui:widget': 'TextWidget', 'ui:title': 'field.email.label', 'ui:autocomplete': 'email', 'ui:options': { inputType: 'email' } } },
    });
    const email = screen.getByLabelText<HTMLInputElement>(/^E-mail address/);
    expect(email.type).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
  });

  it('shows the first error once, tied to the input', () => {
    renderStep(legalName, { extraErrors: { name: { lastName: { __errors: ['Last name is required', 'x'] } } } });
    const last = screen.getByLabelText(/^Last name/);
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(last.getAttribute('aria-describedby')!)?.textContent).toBe('Last name is required');
    expect(screen.getAllByText('Last name is required')).toHaveLength(1);
  });
});
