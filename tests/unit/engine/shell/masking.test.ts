import { describe, expect, it } from 'vitest';
import { displayDate, formatPhoneDisplay, maskedAccount, shortenWalletAddress } from '../../../../engine/core';

// Platform spec §9: "Wallet address shortened to first 6 and last 5 characters when longer than 11. Last 4 digits of
// the bank account mask are shown." §5: phones as (XXX) XXX-XXXX. §9: dates as MM/dd/yyyy.

describe('wallet address: first 6 + … + last 5 when longer than 11', () => {
  it.each([
    ['tp1qyzw5kq8c3fx0l7rj9k2d8w6x7k2m', 'tp1qyz…x7k2m'],
    ['abcdefghijkl', 'abcdef…hijkl'],
    ['abcdefghijk', 'abcdefghijk'],
    ['short', 'short'],
    ['', ''],
    ['  abcdefghijklmnop  ', 'abcdef…lmnop'],
  ])('%j → %j', (address, shown) => {
    expect(shortenWalletAddress(address)).toBe(shown);
  });
});

describe('account mask: only the last 4 digits', () => {
  it.each<[string | null | undefined, string]>([
    ['1234', '•••• 1234'],
    ['••••5678', '•••• 5678'],
    ['XXXX-XXXX-9012', '•••• 9012'],
    ['000123456789', '•••• 6789'],
    ['12', '•••• 12'],
    ['****', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (mask, shown) => {
    expect(maskedAccount(mask)).toBe(shown);
  });
});

describe('phone display: (XXX) XXX-XXXX', () => {
  it.each<[string | null | undefined, string]>([
    ['5551234567', '(555) 123-4567'],
    ['+15551234567', '(555) 123-4567'],
    ['15551234567', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['+447700900123', '+447700900123'],
    ['12345', '12345'],
    [null, ''],
  ])('%j → %j', (stored, shown) => {
    expect(formatPhoneDisplay(stored)).toBe(shown);
  });
});

describe('date display: MM/dd/yyyy', () => {
  it.each<[string | null | undefined, string]>([
    ['2026-03-09', '03/09/2026'],
    ['1999-12-31', '12/31/1999'],
    ['not a date', ''],
    ['', ''],
    [null, ''],
    ['2026-13-45T00:00:00Z', ''],
  ])('%j → %j', (iso, shown) => {
    expect(displayDate(iso)).toBe(shown);
  });
  it('a timestamp is shown as its day in the runtime time zone', () => {
    const at = new Date(2026, 2, 9, 12, 0, 0);
    expect(displayDate(at.toISOString())).toBe('03/09/2026');
  });
});
