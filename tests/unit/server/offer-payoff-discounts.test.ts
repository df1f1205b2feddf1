import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyDownFee, maxDrawWithFeeCap, rateAfterBuyDown, rateWithDiscounts } from '../../../engine/core/calc';
import { ANSWERS, appPath, fileBackedApp, messagesOf, runJobs, startApplication } from './helpers';

// PUT offer with liens marked for payoff (the slider's range by calculation preference, engine calc sliderRange) and
// with the offer's discounts (autopay, a partner's), and the autopay discount dropped when the borrower pays manually.

describe('rateWithDiscounts', () => {
  const offer = { rate: 9, discountList: [{ type: 'AUTOPAY', rateWithDiscount: 8.75 }, { type: 'PARTNER', rateWithDiscount: 8.875 }] };
  it.each<[string[], number | null]>([
    [[], 9],
    [['AUTOPAY'], 8.75],
    [['PARTNER'], 8.875],
    [['AUTOPAY', 'PARTNER'], 8.625],
    [['AUTOPAY', 'AUTOPAY'], 8.75],
    [['CREDIT_UNION'], null],
  ])('%j → %s', (chosen, expected) => {
    expect(rateWithDiscounts(offer, chosen)).toBe(expected);
  });
});

describe('rate buy-down', () => {
  it.each<[number, number, number, number]>([
    [9.125, 0.25, 7.6, 8.875],
    [9.125, 0.5, 7.6, 8.625],
    [7.75, 0.5, 7.6, 7.6],
  ])('%s%% less %s points (floor %s) → %s%%', (rate, points, floor, expected) => {
    expect(rateAfterBuyDown(rate, points, floor)).toBe(expected);
  });
  it('costs its share of the draw, in cents', () => {
    expect(buyDownFee({ points: 0.25, feePct: 0.01 }, 123_456.78)).toBe(1234.57);
  });
});

describe('choosing an offer with a payoff and discounts', () => {
  let app: FastifyInstance;
  let server: Awaited<ReturnType<typeof fileBackedApp>>;
  beforeAll(async () => {
    server = await fileBackedApp('heloc-offer-test-', { allowFlagOverrides: true });
    app = server.app;
  });
  afterAll(() => server.close());
  const putStatus = (uuid: string, status: string) => server.setStatus(uuid, status);

  /** An application at OFFER_SELECTION whose second lien (a HELOC of $30,000) is marked for payoff. */
  async function withPayoff(org = 'figure') {
    const started = await startApplication(app, 'Doe', org);
    const liens = ANSWERS.liens(120_000);
    const res = await started.calls.put('/liens', {
      ...liens, liens: [...liens.liens, { lenderName: 'Old Line Bank', lienType: 'HELOC', balance: 30_000, monthlyPayment: 300, isMine: true, payoff: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await runJobs(app);
    const answer = (await started.calls.get()).json();
    const offer = answer.offers[0] as { term: number; minDraw: number; maxDraw: number; originationFee: number; rate: number; costs: { ofeeMaxThreshold: number | null }; discountList: { type: string; rateWithDiscount: number }[] };
    return { ...started, answer, offer, maxDraw: maxDrawWithFeeCap(offer.maxDraw, offer.originationFee, offer.costs.ofeeMaxThreshold) };
  }

  it('the answer carries the payoff total, and the liens their payoff mark; the lien paid off is left out of the lien balance', async () => {
    const b = await withPayoff();
    expect(b.answer.payoffTotal).toBe(30_000);
    expect((await b.calls.get('/liens')).json().liens.map((l: { payoff: boolean }) => l.payoff)).toEqual([false, true]);
    // $120,000 stays on the house; the $30,000 line is replaced by the new one.
    expect(b.answer.property.lienBalance).toBe(120_000);
  });

  it.each([
    ['PRESERVE', (o: Awaited<ReturnType<typeof withPayoff>>) => o.offer.minDraw + 30_000 - 1, (o: Awaited<ReturnType<typeof withPayoff>>) => Math.ceil(o.offer.minDraw + 30_000)],
    ['DEDUCT', () => 29_000, () => 30_000],
    ['MAXIMIZE', (o: Awaited<ReturnType<typeof withPayoff>>) => o.maxDraw - 1000, (o: Awaited<ReturnType<typeof withPayoff>>) => o.maxDraw],
  ] as const)('%s: a draw below the range is refused with its bounds; the range\'s low end is accepted', async (preference, below, lowest) => {
    const b = await withPayoff();
    const refused = await b.calls.put('/offer', { term: b.offer.term, drawAmount: below(b), preference });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)[0]).toMatch(/\$[\d,]+\.\d{2}.*\$[\d,]+\.\d{2}/);
    const ok = await b.calls.put('/offer', { term: b.offer.term, drawAmount: lowest(b), preference });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().selectedOffer).toMatchObject({ preference, discounts: [] });
  });

  it('the autopay discount lowers the rate saved; paying manually later takes it back', async () => {
    const b = await withPayoff();
    const autopay = b.offer.discountList.find((d) => d.type === 'AUTOPAY')!;
    const res = await b.calls.put('/offer', { term: b.offer.term, drawAmount: b.maxDraw, preference: 'PRESERVE', discounts: ['AUTOPAY'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rate).toBe(autopay.rateWithDiscount);
    expect(res.json().selectedOffer.discounts).toEqual(['AUTOPAY']);

    await putStatus(b.uuid, 'AUTOPAY_ACCOUNT');
    const autopayKept = await b.calls.put('/bank/autopay', { payType: 'AUTOPAY', sameAccount: false, routingNumber: '021000021', accountNumber: '000123456789', accountNumberConfirm: '000123456789', accountType: 'CHECKING' });
    expect(autopayKept.statusCode, autopayKept.body).toBe(200);
    expect(autopayKept.json().rate).toBe(autopay.rateWithDiscount);

    await putStatus(b.uuid, 'AUTOPAY_ACCOUNT');
    const manual = await b.calls.put('/bank/autopay', { payType: 'MANUAL' });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(manual.json()).toMatchObject({ payType: 'MANUAL', rate: b.offer.rate, selectedOffer: { discounts: [] } });
  });

  it('a rate buy-down under flag rate-buy-down: the rate lowered by its points, its fee kept with the choice; refused without the flag or for points the brand does not price', async () => {
    const b = await withPayoff();
    const put = (body: Record<string, unknown>, flags: string) => server.app.inject({
      method: 'PUT', url: `${appPath(b.uuid)}/offer`, payload: { term: b.offer.term, drawAmount: b.maxDraw, preference: 'PRESERVE', ...body },
      headers: { authorization: b.authorization, cookie: `heloc_flags=${flags}` },
    });
    expect((await put({ buyDownPoints: 0.25 }, 'fe-heloc-rate-buy-down=0')).statusCode).toBe(400);
    expect((await put({ buyDownPoints: 0.3 }, 'fe-heloc-rate-buy-down=1')).statusCode).toBe(400);
    const ok = await put({ buyDownPoints: 0.25, discounts: ['AUTOPAY'] }, 'fe-heloc-rate-buy-down=1');
    expect(ok.statusCode, ok.body).toBe(200);
    const autopay = b.offer.discountList.find((d) => d.type === 'AUTOPAY')!;
    expect(ok.json().rate).toBe(rateAfterBuyDown(autopay.rateWithDiscount, 0.25, 7.6));
    expect(ok.json().selectedOffer.buyDown).toEqual({ points: 0.25, fee: buyDownFee({ points: 0.25, feePct: 0.01 }, ok.json().uwCalculatedDrawAmount) });
  });

  it('a discount the offer does not have is refused (400)', async () => {
    const b = await withPayoff();
    const res = await b.calls.put('/offer', { term: b.offer.term, drawAmount: b.maxDraw, preference: 'PRESERVE', discounts: ['PARTNER'] });
    expect(res.statusCode).toBe(400);
  });

  it('a partner brand\'s offers carry its discount (ccmequityexpress: PARTNER, 0.125 points)', async () => {
    const b = await withPayoff('ccmequityexpress');
    const partner = b.offer.discountList.find((d) => d.type === 'PARTNER');
    expect(partner?.rateWithDiscount).toBeCloseTo(b.offer.rate - 0.125, 3);
    const res = await b.calls.put('/offer', { term: b.offer.term, drawAmount: b.maxDraw, preference: 'PRESERVE', discounts: ['AUTOPAY', 'PARTNER'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rate).toBeCloseTo(b.offer.rate - 0.375, 3);
  });
});
