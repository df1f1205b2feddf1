// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadApplicationStep } from './application-steps';
import { renderStep } from './harness';

// The application widgets are lazily loaded chunks; these tests exercise them once loaded.
const step = await loadApplicationStep('liens');
const inquiriesStep = await loadApplicationStep('inquiry-attestation');

globalThis.CSS ??= { escape: (text: string) => text.replace(/([^\w-])/g, '\\$1') } as typeof CSS;

const found = { uuid: 'l-1', lenderName: 'Rocket Mortgage', lienType: 'MORTGAGE', balance: 210000, monthlyPayment: 1450, isMine: true };

describe('LienListField', () => {
  it('shows each found lien in a group named by its lender, lender and type read-only, balance and payment editable', () => {
    renderStep(step, { formData: { liens: [found] } });
    const item = screen.getByRole('group', { name: 'Loan 1: Rocket Mortgage' });
    expect(within(item).getByLabelText<HTMLInputElement>(/^Lender name/).disabled).toBe(true);
    expect(within(item).getByLabelText<HTMLSelectElement>(/^Type of loan/).disabled).toBe(true);
    expect(within(item).getByLabelText<HTMLInputElement>(/^Remaining balance/).value).toBe('210,000');
    expect(within(item).getByLabelText<HTMLInputElement>(/^Monthly payment/).disabled).toBe(false);
    expect(within(item).getByRole('group', { name: /Is this your loan\?/ })).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('lets the borrower correct a balance and mark a lien as not theirs', async () => {
    const view = renderStep(step, { formData: { liens: [found] } });
    const balance = screen.getByLabelText<HTMLInputElement>(/^Remaining balance/);
    await userEvent.clear(balance);
    await userEvent.type(balance, '198500');
    await userEvent.click(within(screen.getByRole('group', { name: /Is this your loan\?/ })).getByRole('radio', { name: 'No' }));
    expect(view.data().liens).toEqual([{ ...found, balance: 198500, isMine: false }]);
  });

  it('marks a lien to be paid off from the new line', async () => {
    const view = renderStep(step, { formData: { liens: [found] } });
    await userEvent.click(within(screen.getByRole('group', { name: /Pay off this loan with your line of credit\?/ })).getByRole('radio', { name: 'Yes' }));
    expect(view.data().liens).toEqual([{ ...found, payoff: true }]);
  });

  it('adds a missing lien (focus on its first input), which can be removed again (focus back on Add)', async () => {
    const view = renderStep(step, { formData: { liens: [found] } });
    await userEvent.click(screen.getByRole('button', { name: 'Add a loan we missed' }));
    const added = screen.getByRole('group', { name: 'Loan 2 (added by you)' });
    const lender = within(added).getByLabelText<HTMLInputElement>(/^Lender name/);
    expect(document.activeElement).toBe(lender);
    expect(within(added).queryByRole('group', { name: /Is this your loan\?/ })).toBeNull();
    await userEvent.type(lender, 'Credit Union');
    await userEvent.selectOptions(within(added).getByLabelText(/^Type of loan/), 'Home equity line of credit');
    expect((view.data().liens as unknown[])[1]).toEqual({ isMine: true, lenderName: 'Credit Union', lienType: 'HELOC' });
    await userEvent.click(within(added).getByRole('button', { name: 'Remove this loan: Loan 2 (added by you)' }));
    expect(view.data().liens).toEqual([found]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a loan we missed' }));
  });

  it('says when no lien was found', () => {
    renderStep(step, { formData: { liens: [] } });
    expect(screen.getByText(/We didn't find any loans secured by your home/)).toBeTruthy();
  });

  it("shows each item's errors under its own inputs, and the list's own error", () => {
    renderStep(step, {
      formData: { liens: [found, { isMine: true }] },
      extraErrors: { liens: { __errors: ['You can list up to 10 loans'], 1: { lenderName: { __errors: ["Please enter the lender's name"] } } } },
    });
    const added = screen.getByRole('group', { name: 'Loan 2 (added by you)' });
    const lender = within(added).getByLabelText(/^Lender name/);
    expect(lender.getAttribute('aria-invalid')).toBe('true');
    expect(within(added).getByText("Please enter the lender's name")).toBeTruthy();
    expect(screen.getAllByText('You can list up to 10 loans')).toHaveLength(1);
  });

  describe('a fixed list (the credit report\'s inquiries: no addKey, itemShowWhen)', () => {
    const inquiry = { uuid: 'q-1', creditorName: 'Sandbox Card Services', inquiryDate: '2026-11-08' };

    it('names each item by its own fields, offers no Add button, and asks the account questions only after a yes', async () => {
      const view = renderStep(inquiriesStep, { formData: { inquiries: [inquiry] } });
      const item = screen.getByRole('group', { name: 'Sandbox Card Services, Sunday, November 8, 2026' });
      expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
      expect(within(item).queryByLabelText(/^Current balance/)).toBeNull();
      await userEvent.click(within(item).getByRole('radio', { name: 'Yes' }));
      await userEvent.type(within(item).getByLabelText(/^Current balance/), '1200');
      expect(view.data().inquiries).toEqual([{ ...inquiry, ledToNewCredit: true, balance: 1200 }]);
      await userEvent.click(within(item).getByRole('radio', { name: 'No' }));
      expect(within(item).queryByLabelText(/^Current balance/)).toBeNull();
    });

    it('shows an error about a whole item in its fieldset', () => {
      renderStep(inquiriesStep, {
        formData: { inquiries: [{ ...inquiry, ledToNewCredit: true }] },
        extraErrors: { inquiries: { 0: { __errors: ["Please give the new account's type, balance and monthly payment"] } } },
      });
      const item = screen.getByRole('group', { name: /^Sandbox Card Services/ });
      expect(within(item).getByText("Please give the new account's type, balance and monthly payment")).toBeTruthy();
    });
  });
});
