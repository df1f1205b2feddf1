import { describe, expect, it } from 'vitest';
import { createCopy } from '../../../../engine/core';
import { dashboardRow, newestFirst } from '../../../../src/pages/dashboard/dashboard-model';
import { settingsModel } from '../../../../src/pages/settings/settings-model';
import { loaderHideDelay, loaderMessageIndex } from '../../../../src/shell/loader/loader-timing';
import { applicationWith, brands, profile, statusWith } from '../application/support';

const copy = createCopy(brands.figure);
const UUID = '11111111-2222-4333-8444-555555555555';

describe('dashboard row: address, state, created date, resume path', () => {
  it.each<[string, Parameters<typeof applicationWith>[0], string]>([
    ['street and city title-cased', {}, '1600 Pennsylvania Ave Denver, CO 80203'],
    ['street2 follows street1', { property: { ...applicationWith().property, street1: '12 N MAIN ST', street2: 'APT 4B', city: 'WINSTON-SALEM', state: 'nc', zip: '27101' } }, '12 N Main St Apt 4B Winston-Salem, NC 27101'],
    ['no property', { property: undefined as never }, ''],
  ])('%s', (_name, overrides, address) => {
    expect(dashboardRow(applicationWith(overrides), profile, copy).address).toBe(address);
  });

  it.each<[string, string, Record<string, unknown>, string, string | null]>([
    ['liens to confirm: resume on liens', 'LIEN_VERIFICATION', {}, 'In progress: Basic Info', `/account/heloc/${UUID}/liens`],
    ['offers: resume on product select', 'OFFER_SELECTION', { liensComplete: true }, 'In progress: Select Offer', `/account/heloc/${UUID}/product/select`],
    ['declined: resume on the decline page', 'DECLINED', { uwDecision: 'DECLINE' }, 'Declined', `/account/heloc/${UUID}/error/decline`],
    ['cancelled: nothing to resume', 'CANCELLED', {}, 'Closed', null],
  ])('%s', (_name, checklistStatus, sub, label, resume) => {
    const row = dashboardRow(applicationWith({ status: statusWith({ checklistStatus, ...sub }) }), profile, copy);
    expect(row.stateLabel).toBe(label);
    expect(row.resumePath).toBe(resume);
  });

  it('without a profile, Resume goes to the application, where the host decides', () => {
    expect(dashboardRow(applicationWith(), null, copy).resumePath).toBe(`/account/heloc/${UUID}`);
  });

  it('created date as MM/dd/yyyy', () => {
    expect(dashboardRow(applicationWith({ auditFields: { createdDate: '2026-03-09' } }), profile, copy).created).toBe('03/09/2026');
    expect(dashboardRow(applicationWith(), profile, copy).created).toBe('');
  });

  it('newest first by auditFields.createdDate; undated last in their order', () => {
    const app = (uuid: string, createdDate?: string) => applicationWith({ uuid, auditFields: createdDate ? { createdDate } : undefined });
    const sorted = newestFirst([app('a', '2026-01-02T10:00:00Z'), app('b'), app('c', '2026-03-01T09:00:00Z'), app('d'), app('e', '2025-12-31T23:00:00Z')]);
    expect(sorted.map((a) => a.uuid)).toEqual(['c', 'a', 'e', 'b', 'd']);
  });
});

describe('settings values', () => {
  const withPhones = { ...profile, name: { firstName: 'Alex', middleName: 'J', lastName: 'Rivera', suffix: 'JR' }, phoneNumbers: [{ type: 'HOME', number: '3035550000' }, { type: 'MOBILE', number: '+17205551234' }] };
  it('name, e-mail, mobile phone formatted, wallet shortened, disbursement masks', () => {
    const apps = [
      applicationWith({ uuid: 'a', loanNumber: '1000000001', disburseAccount: { mask: '••••6789', accountNumber: null } }),
      applicationWith({ uuid: 'b', loanNumber: '1000000002', disburseAccount: null }),
    ];
    expect(settingsModel(withPhones, 'id@example.com', 'tp1qyzw5kq8c3fx0l7rj9k2d8w6x7k2m', apps)).toEqual({
      name: 'Alex J Rivera JR', email: 'alex@borrower.example', phone: '(720) 555-1234', wallet: 'tp1qyz…x7k2m',
      accounts: [{ uuid: 'a', loanNumber: '1000000001', mask: '•••• 6789' }],
    });
  });
  it('without a profile: the identity e-mail, nothing else', () => {
    expect(settingsModel(null, 'id@example.com', undefined, [])).toEqual({ name: '', email: 'id@example.com', phone: '', wallet: '', accounts: [] });
  });
});

describe('full-screen loader timing (platform §2 minimum 1 s, default 67 s; registration §9 hides 300 ms after)', () => {
  const timing = { minimumMs: 1000, hideDelayMs: 300 };
  it.each([
    ['loading ended at once: the minimum display holds', 0, 50, 950],
    ['loading ended after 600 ms: still 400 ms to the minimum', 0, 600, 400],
    ['loading ended after 800 ms: the 300 ms delay wins', 0, 800, 300],
    ['loading ended after 5 s: 300 ms after', 0, 5000, 300],
  ])('%s', (_name, shownAt, endedAt, delay) => {
    expect(loaderHideDelay(shownAt, endedAt, timing)).toBe(delay);
  });
  it.each([
    [0, 0], [2999, 0], [3000, 1], [6000, 2], [9000, 3], [12000, 0], [66999, 2], [67000, 3], [200000, 3],
  ])('%d ms after it appeared: message %d', (elapsed, index) => {
    expect(loaderMessageIndex(elapsed, 4, 3000, 67000)).toBe(index);
  });
  it('a single message never rotates', () => {
    expect(loaderMessageIndex(9000, 1, 3000, 67000)).toBe(0);
  });
});
