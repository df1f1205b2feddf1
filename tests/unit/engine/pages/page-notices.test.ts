import { describe, expect, it } from 'vitest';
import { findPage, pageNotices, pageValues, type PageDeclaration } from '../../../../engine/core';
import { readProjectData } from '../../../../server/data/project-data';

// Page values and notices (flows/application/pages.json `values`, `notices`): json-logic over the page context.

const { pages, constants } = readProjectData();
const page = (path: string) => findPage(pages, path) as PageDeclaration;
const context = (application: Record<string, unknown>, flags: Record<string, boolean> = {}) => ({
  application, status: (application.status ?? {}) as unknown, profile: null, flags, constants,
});

describe('bpo/order-bpo: the valuation fee', () => {
  it.each<[string, Record<string, unknown>, Record<string, boolean>, number, string]>([
    ['an automated valuation: no fee', { property: { hasAvm: true } }, {}, 0, 'bpo.orderBpo.noFee'],
    ['no automated valuation: the fee', { property: { hasAvm: false } }, {}, 180, 'bpo.orderBpo.fee'],
    ['no automated valuation, the lender covers it', { property: { hasAvm: false } }, { 'fe-heloc-company-covers-appraisal': true }, 0, 'bpo.orderBpo.noFee'],
  ])('%s', (_name, application, flags, fee, notice) => {
    expect(pageValues(page('bpo/order-bpo'), context(application, flags))).toEqual({ fee });
    expect(pageNotices(page('bpo/order-bpo'), context(application, flags)).notices.map((n) => n.textKey)).toEqual([notice]);
  });
});

describe('product/select: why the offers were revised', () => {
  it.each([
    ['VALUATION', ['product.revised.valuation']],
    ['INCOME', ['product.revised.income']],
    [null, []],
  ] as const)('reason %s', (reason, keys) => {
    const application = { status: { checklistStatus: 'REVISED_OFFER_SELECTION', offerRevisionReason: reason }, property: { adjustedHomeAmount: 420000 } };
    const { notices, values } = pageNotices(page('product/select'), context(application));
    expect(notices.map((n) => n.textKey)).toEqual(keys);
    expect(values).toEqual({ appraisedValue: 420000 });
  });

  it('says nothing on a first offer selection', () => {
    const application = { status: { checklistStatus: 'OFFER_SELECTION', offerRevisionReason: null } };
    expect(pageNotices(page('product/select'), context(application)).notices).toEqual([]);
  });
});

describe('bpo/waiting and bank/autopay', () => {
  it('bpo/waiting shows the booked window and the fee', () => {
    const application = { valuationOrder: { timeWindow: 'AFTERNOON', fee: 180, scheduledDate: '2026-12-01', accessPhone: '(512) 555-0144' } };
    const { notices, values } = pageNotices(page('bpo/waiting'), context(application));
    expect(notices.map((n) => n.textKey)).toEqual(['bpo.waiting.window.AFTERNOON', 'bpo.waiting.fee']);
    expect(values).toEqual({ inspectionDate: '2026-12-01', fee: 180, accessPhone: '(512) 555-0144' });
  });

  it('bank/autopay warns that manual payments drop the autopay discount only when it was chosen', () => {
    const keys = (discounts: string[] | null) => pageNotices(page('bank/autopay'), context({ selectedOffer: discounts ? { discounts } : null })).notices.map((n) => n.textKey);
    expect(keys(['AUTOPAY'])).toEqual(['bank.autopay.discountNotice']);
    expect(keys(['PARTNER'])).toEqual([]);
    expect(keys(null)).toEqual([]);
  });
});
