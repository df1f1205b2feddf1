// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatSsn } from '../../../../engine/render/widgets/ssn-format';
import { loadApplicationStep } from './application-steps';
import { renderStep } from './harness';

// The application widgets are lazily loaded chunks; these tests exercise them once loaded.
const step = await loadApplicationStep('ownership-and-ssn');
const ssnInput = () => screen.getByLabelText<HTMLInputElement>(/^Social Security number/);

describe('formatSsn', () => {
  it.each([
    ['', ''], ['1', '1'], ['123', '123'], ['1234', '123-4'], ['12345', '123-45'], ['123456', '123-45-6'],
    ['123456789', '123-45-6789'], ['1234567890', '123-45-6789'], ['123-45-6789', '123-45-6789'], ['12a3 45', '123-45'],
  ])('%j → %j', (typed, shown) => {
    expect(formatSsn(typed)).toBe(shown);
  });
});

describe('SsnWidget', () => {
  it('masks the number, groups the digits as typed and stores ###-##-####', async () => {
    const view = renderStep(step);
    const input = ssnInput();
    expect(input.type).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(input, '123ab456789');
    expect(input.value).toBe('123-45-6789');
    expect(view.data().ssn).toBe('123-45-6789');
  });

  it('reveals and hides the number with a labelled toggle button', async () => {
    renderStep(step);
    const toggle = screen.getByRole('button', { name: 'Show Social Security number' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(ssnInput().type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle);
    expect(ssnInput().type).toBe('password');
  });

  it('stores nothing once cleared, marks the field touched on leaving, and shows its error', async () => {
    const view = renderStep(step);
    await userEvent.type(ssnInput(), '12');
    await userEvent.clear(ssnInput());
    expect(view.data().ssn).toBeUndefined();
    await userEvent.tab();
    expect(view.touch).toHaveBeenCalledWith('ssn');
    view.setErrors({ ssn: { __errors: ['Please enter a valid Social Security number'] } });
    expect(ssnInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Please enter a valid Social Security number')).toHaveLength(1);
  });
});
