// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SigningAdditionalPage } from '../../../../src/application/signing/SigningAdditionalPage';
import { anApplication, renderPage, stubFetch } from './page-test-support';

// signing/additional says what the co-deed status answer (GET co-deed/status) means for the borrower: how many must
// sign, who is listed with their state, and how many more must still be named when fewer are listed than must sign
// (every named co-owner removed while the ownership or the title still asks for one).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STATUS = 'GET /co-deed/status';
const signer = (name: string, status: string) => ({
  uuid: `u-${name}`, name, email: status === 'NAMED' ? null : `${name[0].toLowerCase()}***@example.com`, status, signed: status === 'SIGNED',
});
const list = () => screen.queryAllByTestId('co-signer-status').map((item) => item.textContent);
const toName = () => screen.queryByTestId('co-signers-to-name')?.textContent ?? null;

describe('SigningAdditionalPage', () => {
  // [case, the co-deed status answer, "Owners who must sign" line, the listed co-owners, the "still to name" line]
  it.each([
    ['one invited, still to sign', { coDeedStatus: 'PENDING', required: 1, signers: [signer('Riley', 'INVITED')] },
      'Owners who must sign: 1. Tell us how to reach each of them.', ['Riley (r***@example.com): invited, not signed yet'], null],
    ['joint ownership, every named one removed', { coDeedStatus: 'PENDING', required: 1, signers: [] },
      'Owners who must sign: 1. Tell us how to reach each of them.', [], 'Co-owners still to name: 1. Please name each of them below so we can invite them to sign.'],
    ['the title lists two, one removed', { coDeedStatus: 'PENDING', required: 2, signers: [signer('Riley', 'NAMED')] },
      'Owners who must sign: 2. Tell us how to reach each of them.', ['Riley: on the title, not invited yet'], 'Co-owners still to name: 1. Please name each of them below so we can invite them to sign.'],
    ['the title lists two, one signed, the other removed', { coDeedStatus: 'PENDING', required: 2, signers: [signer('Jordan', 'SIGNED')] },
      'Owners who must sign: 2. Tell us how to reach each of them.', ['Jordan (j***@example.com): signed'], 'Co-owners still to name: 1. Please name each of them below so we can invite them to sign.'],
  ] as const)('%s', async (_case, answer, required, listed, missing) => {
    stubFetch({ [STATUS]: { body: answer } });
    renderPage(SigningAdditionalPage, { page: 'signing/additional', application: anApplication({ status: { checklistStatus: 'CO_DEED_REQ' } }) });
    expect(await screen.findByText(required)).toBeTruthy();
    expect(list()).toEqual(listed);
    expect(toName()).toBe(missing);
    expect(screen.queryByText('No one has been named yet.')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Send the invitation' })).toBeTruthy();
  });

  it('no one must sign and no one named: says so, with no count and nothing still to name', async () => {
    stubFetch({ [STATUS]: { body: { coDeedStatus: 'NOT_REQUIRED', required: 0, signers: [] } } });
    renderPage(SigningAdditionalPage, { page: 'signing/additional' });
    expect(await screen.findByText('No one has been named yet.')).toBeTruthy();
    expect(screen.queryByText(/Owners who must sign/)).toBeNull();
    expect(toName()).toBeNull();
  });

  it.each([
    ['the only one still to sign, no one else must: the co-deed COMPLETE, the page moves on', { coDeedStatus: 'COMPLETE', required: 0, signers: [] }, true],
    ['one of two, the other still to sign: the page stays', { coDeedStatus: 'PENDING', required: 1, signers: [signer('Sam', 'INVITED')] }, false],
  ] as const)('removing a co-owner, %s', async (_case, answer, movesOn) => {
    const calls = stubFetch({
      [STATUS]: { body: { coDeedStatus: 'PENDING', required: 1, signers: [signer('Riley', 'INVITED'), signer('Sam', 'INVITED')] } },
      'DELETE /co-signers/u-Riley': { body: answer },
    });
    const view = renderPage(SigningAdditionalPage, { page: 'signing/additional' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Riley' }));
    expect(await screen.findByText('Riley was removed and can no longer use their invitation.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/app-1/co-signers/u-Riley'))).toBe(true);
    if (movesOn) await waitFor(() => expect(view.onSubmitted).toHaveBeenCalledTimes(1));
    else expect(view.onSubmitted).not.toHaveBeenCalled();
  });
});
