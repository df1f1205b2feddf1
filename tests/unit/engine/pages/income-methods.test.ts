import { describe, expect, it } from 'vitest';
import { checkIncomeMethods, incomeSourceRows, standsIn, type IncomeMethodsData, type PagesFile } from '../../../../engine/core';
import { readProjectData } from '../../../../server/data/project-data';

// income/review's data (flows/application/income-methods.json) and the pages that stand in for a decided page.

const data = readProjectData();
const methods = data.incomeMethods;
const copy = data.brands.figure.copy as Record<string, string>;
const context = (application: Record<string, unknown>) => ({ application, status: {}, profile: {}, flags: {}, constants: {} });
const NO_LINK = { incomeSources: [{ employmentType: 'FULL_TIME' }], documents: [], link: null };

describe('income sources and their methods', () => {
  it.each([
    ['FULL_TIME', ['LINK_PAYROLL', 'LINK_BANK', 'UPLOAD']],
    ['PART_TIME', ['LINK_PAYROLL', 'LINK_BANK', 'UPLOAD']],
    ['SELF_EMPLOYED', ['LINK_BANK', 'UPLOAD']],
    ['RETIRED', ['LINK_BANK', 'UPLOAD']],
  ])('%s is offered %j', (employmentType, expected) => {
    const [row] = incomeSourceRows(methods, context({ ...NO_LINK, incomeSources: [{ employmentType }] }));
    expect(row.employmentType).toBe(employmentType);
    expect(row.methods.map((m) => m.id)).toEqual(expected);
  });

  it.each([
    ['nothing started', NO_LINK, 'income.source.state.notVerified'],
    ['a link that failed', { ...NO_LINK, link: { purpose: 'INCOME', state: 'FAILED', error: 'INSTITUTION_ERROR' } }, 'income.source.state.linkUnfinished'],
    ['a link the borrower closed', { ...NO_LINK, link: { purpose: 'INCOME', state: 'CANCELLED', error: 'USER_CANCELLED' } }, 'income.source.state.linkUnfinished'],
    ['a bank link for the payout account', { ...NO_LINK, link: { purpose: 'DISBURSE', state: 'FAILED' } }, 'income.source.state.notVerified'],
    ['a paystub uploaded', { ...NO_LINK, documents: [{ documentType: 'PAYSTUB' }] }, 'income.source.state.documentsStarted'],
  ])('state: %s', (_name, application, textKey) => {
    expect(incomeSourceRows(methods, context(application))[0].state?.textKey).toBe(textKey);
  });

  it('an application without income sources lists none', () => {
    expect(incomeSourceRows(methods, context({}))).toEqual([]);
  });

  it('the repository data has no finding, and each mistake is found', () => {
    expect(checkIncomeMethods(methods, data.pages, copy)).toEqual([]);
    const broken: IncomeMethodsData = JSON.parse(JSON.stringify(methods)) as IncomeMethodsData;
    broken.byEmploymentType.RETIRED = ['LINK_PENSION'];
    broken.methods.UPLOAD = { ...broken.methods.UPLOAD, page: 'identity' };
    broken.methods.LINK_BANK = { ...broken.methods.LINK_BANK, titleKey: 'income.method.nope' };
    expect(checkIncomeMethods(broken, data.pages, copy).map((p) => [p.code, p.pointer])).toEqual([
      ['E_UNKNOWN_METHOD', '/byEmploymentType/RETIRED/0'],
      ['E_UNKNOWN_COPY_KEY', '/methods/LINK_BANK'],
      ['E_LINK_NOT_WITHIN', '/methods/UPLOAD/page'],
    ]);
  });
});

describe('a page standing in for the decided page (within)', () => {
  const pages: PagesFile = data.pages;
  it.each([
    ['bank/disburse', 'bank/disburse', true],
    ['bank/manual-disburse', 'bank/disburse', true],
    ['bank/manual-disburse', 'bank/confirm', true],
    ['bank/manual-disburse', 'bank/autopay', false],
    ['income/upload/documents', 'income/review', true],
    ['income/link/payroll', 'income/review', true],
    ['income/link/bank', 'bank/disburse', false],
    ['identity', 'income/review', false],
    ['nowhere', 'income/review', false],
  ])('%s while the routing decides %s: %s', (current, decided, expected) => {
    expect(standsIn(pages, current, decided)).toBe(expected);
  });
});
