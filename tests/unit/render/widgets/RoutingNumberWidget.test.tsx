// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadApplicationStep } from './application-steps';
import { renderStep } from './harness';

// The payout account's routing number (flows/application/steps/bank-account.step.json): digits only, and the bank's
// name from the lender's directory once the number is complete and its check digit right.
const step = await loadApplicationStep('bank-account');

describe('RoutingNumberWidget', () => {
  it('keeps digits only, at most nine', async () => {
    const view = renderStep(step);
    await userEvent.type(screen.getByRole('textbox', { name: /^Routing number/ }), '02-1000 0215');
    expect(view.data().routingNumber).toBe('021000021');
  });

  it('names the bank of a complete, valid number, and says it to screen readers', async () => {
    renderStep(step, { formData: { routingNumber: '021000021' } });
    expect((await screen.findAllByText('Bank: JPMorgan Chase Bank')).length).toBeGreaterThan(0);
    expect(screen.getByRole('status').textContent).toBe('Bank: JPMorgan Chase Bank');
  });

  it('looks up no bank for a number whose check digit is wrong', async () => {
    const view = renderStep(step, { formData: { routingNumber: '021000022' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(/^Bank:/)).toBeNull();
    expect(view.data().routingNumber).toBe('021000022');
  });
});
