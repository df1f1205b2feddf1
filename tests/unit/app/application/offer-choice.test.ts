import { describe, expect, it } from 'vitest';
import type { ApplicationOffer } from '../../../../src/api/application-api';
import type { Application } from '../../../../src/api/registration-api';
import { choiceQuery, drawRange, initialChoice, offersOf, queryView, sameView } from '../../../../src/application/forms/offer-choice';
import { figureRows, figuresFor } from '../../../../src/application/forms/offer-figures';
import { createCopy } from '../../../../engine/core';
import brand from '../../../../brands/default.brand.json';

const offer = (term: number, over: Partial<ApplicationOffer> = {}): ApplicationOffer => ({
  term, type: 'FIXED', min: 15000, max: 100000, minDraw: 14285.71, maxDraw: 95238.1, originationFee: 0.0499, rate: 8.95, baseRate: 8.95, otherRate: 9.2, discountList: [],
  costs: { list: [{ feeType: 'RECORDING_FEE', borrowerPaidAmount: 150, jsCriteria: null }], totalPaidByBorrower: 150, ofeeMaxThreshold: null }, ...over,
});
const offers = [offer(10), offer(30, { rate: 9.95 })];
const app = (over: Record<string, unknown> = {}) => ({ uuid: 'u', term: 0, amount: 0, offers, selectedOffer: null, ...over }) as unknown as Application;
const q = (s: string) => new URLSearchParams(s);

describe('drawRange', () => {
  it('is the offer min/max draw in whole dollars, rounded inwards', () => {
    expect(drawRange(offer(10))).toEqual({ min: 14286, max: 95238 });
  });
  it('is capped by the origination-fee threshold', () => {
    expect(drawRange(offer(10, { costs: { list: [], totalPaidByBorrower: 0, ofeeMaxThreshold: 2495 } }))).toEqual({ min: 14286, max: 50000 });
  });
  it('is null when the offer allows no draw', () => {
    expect(drawRange(offer(10, { minDraw: 5000, maxDraw: 4000 }))).toBeNull();
  });
});

describe('initialChoice', () => {
  it.each([
    ['first offer at its largest draw by default', '', null, {}, { term: 10, draw: 95238, confirm: false }],
    ['the query first', 'term=30&draw=50000&confirm=1', { term: 10, draw: 20000 }, {}, { term: 30, draw: 50000, confirm: true }],
    ['the stored choice on a plain reload', '', { term: 30, draw: 20000, confirm: true }, {}, { term: 30, draw: 20000, confirm: true }],
    ['the offer already selected on the application', '', null, { selectedOffer: { term: 30, drawAmount: 40000 } }, { term: 30, draw: 40000, confirm: false }],
    ['a draw out of range is kept within it', 'term=10&draw=999999', null, {}, { term: 10, draw: 95238, confirm: false }],
    ['an unknown term falls back to the first offer', 'term=7', null, {}, { term: 10, draw: 95238, confirm: false }],
    ['confirm=0 in the query wins over the stored view', 'term=10&draw=20000&confirm=0', { confirm: true }, {}, { term: 10, draw: 20000, confirm: false }],
  ])('%s', (_name, query, stored, over, expected) => {
    expect(initialChoice(offersOf(app(over)), q(query), stored, app(over))).toEqual({ preference: 'PRESERVE', discounts: [], buyDown: 0, part: 'term', ...expected });
  });

  const withAutopay = [offer(10, { discountList: [{ type: 'AUTOPAY', rateWithDiscount: 8.7 }] })];
  it.each([
    ['PRESERVE with a payoff: at least the min draw on top of it', '', null, { payoffTotal: 30000 }, { term: 10, draw: 95238, preference: 'PRESERVE', discounts: [] }],
    ['DEDUCT from the query: the draw at least covers the payoff', 'pref=DEDUCT&draw=20000', null, { payoffTotal: 30000 }, { term: 10, draw: 30000, preference: 'DEDUCT', discounts: [] }],
    ['PRESERVE: a small draw rises to min draw + payoff', 'draw=20000', null, { payoffTotal: 30000 }, { term: 10, draw: 44286, preference: 'PRESERVE', discounts: [] }],
    ['MAXIMIZE: the largest draw, exactly', 'pref=MAXIMIZE&draw=20000', null, { payoffTotal: 30000 }, { term: 10, draw: 95238.1, preference: 'MAXIMIZE', discounts: [] }],
    ['an unknown preference falls back to PRESERVE', 'pref=SOMETHING', null, {}, { term: 10, draw: 95238, preference: 'PRESERVE', discounts: [] }],
    ['the preference already selected', '', null, { selectedOffer: { term: 10, drawAmount: 40000, preference: 'DEDUCT', discounts: ['AUTOPAY'] } },
      { term: 10, draw: 40000, preference: 'DEDUCT', discounts: ['AUTOPAY'] }],
    ['discounts the offer does not have are dropped', 'disc=AUTOPAY,PARTNER', null, {}, { term: 10, draw: 95238, preference: 'PRESERVE', discounts: ['AUTOPAY'] }],
    ['a buy-down and the second part from the query', 'bd=0.5&part=draw', null, {}, { term: 10, draw: 95238, preference: 'PRESERVE', discounts: [], buyDown: 0.5, part: 'draw' }],
  ])('%s', (_name, query, stored, over, expected) => {
    const a = app({ offers: withAutopay, ...over });
    expect(initialChoice(offersOf(a), q(query), stored, a)).toEqual({ confirm: false, buyDown: 0, part: 'term', ...expected });
  });

  it('is null when no offer can cover the payoff on top of its min draw', () => {
    const a = app({ payoffTotal: 90000 });
    expect(drawRange(offer(10), 90000, 'PRESERVE')).toBeNull();
    expect(initialChoice(offersOf(a), q(''), null, a)).toBeNull();
    expect(drawRange(offer(10), 90000, 'DEDUCT')).toEqual({ min: 90000, max: 95238 });
  });

  it('is null without offers', () => {
    expect(initialChoice([], q(''), null, app({ offers: [] }))).toBeNull();
    expect(offersOf(app({ offers: undefined }))).toEqual([]);
  });
});

describe('choiceQuery', () => {
  it('writes term, draw and confirm, keeping other parameters', () => {
    expect(choiceQuery({ term: 30, draw: 50000, preference: 'PRESERVE', discounts: [], buyDown: 0, part: 'term', confirm: true }, q('org=homepoint')).toString()).toBe('org=homepoint&term=30&draw=50000&confirm=1');
    expect(choiceQuery({ term: 30, draw: 50000, preference: 'PRESERVE', discounts: [], buyDown: 0, part: 'term', confirm: false }, q('confirm=1&pref=DEDUCT&bd=0.5&part=draw')).toString()).toBe('term=30&draw=50000');
    expect(choiceQuery({ term: 30, draw: 50000, preference: 'DEDUCT', discounts: ['AUTOPAY'], buyDown: 0.25, part: 'draw', confirm: false }, q('')).toString()).toBe('term=30&draw=50000&pref=DEDUCT&disc=AUTOPAY&bd=0.25&part=draw');
  });
});

describe('the confirm view figures (engine calc offerFigures)', () => {
  const copy = createCopy(brand);

  it('shows APR, term, initial draw, monthly payment, origination fee and recording costs', () => {
    const figures = figuresFor(offer(10), 50000, { state: 'CA', interestOnly: false });
    expect(figures.originationFee).toBe(2495);
    expect(figures.recordingCosts).toBe(150);
    expect(figureRows(offer(10), figures, false, copy).map((r) => [r.label, r.value])).toEqual([
      ['APR', '8.950%'], ['Term', '10 years'], ['Initial draw', '$50,000.00'],
      ['Monthly payment', expect.stringMatching(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)],
      ['Origination fee', '$2,495.00'], ['Recording costs', '$150.00'],
    ]);
  });

  it('with liens paid off, what goes to the lenders and the cash left; with discounts, their names', () => {
    const figures = figuresFor(offer(10), 50000, { state: 'CA', interestOnly: false });
    const rows = figureRows(offer(10), figures, false, copy, { payoffTotal: 30000, discounts: ['AUTOPAY'] });
    expect(rows.map((r) => r.id)).toEqual(['apr', 'discounts', 'term', 'initialDraw', 'payoff', 'cashToYou', 'monthlyPayment', 'originationFee', 'recordingCosts']);
    expect(rows.find((r) => r.id === 'payoff')?.value).toBe('$30,000.00');
    expect(rows.find((r) => r.id === 'cashToYou')?.value).toBe('$20,000.00');
    expect(rows.find((r) => r.id === 'discounts')?.value).toBe(copy('product.discount.AUTOPAY.short'));
  });

  it('in the age-restricted mode the payment is interest only, and the term is left out', () => {
    const amortised = figuresFor(offer(10), 50000, { state: 'CA', interestOnly: false });
    const interestOnly = figuresFor(offer(10), 50000, { state: 'CA', interestOnly: true });
    expect(interestOnly.monthlyPayment).toBeLessThan(amortised.monthlyPayment);
    // Interest only: a month's interest on what is owed (52,645 × 8.95% × (365.25/12)/365.25).
    expect(interestOnly.monthlyPayment).toBeCloseTo((52645 * 0.0895) / 12, 0);
    const rows = figureRows(offer(10), interestOnly, true, copy);
    expect(rows.map((r) => r.id)).toEqual(['apr', 'initialDraw', 'monthlyPayment', 'originationFee', 'recordingCosts']);
    expect(rows[2].label).toBe('Monthly payment (interest only)');
  });
});

describe('the view of a choice (browser Back and Forward between the choice and the confirm view)', () => {
  it.each([
    ['', { part: 'term', confirm: false }],
    ['term=120&draw=5000', { part: 'term', confirm: false }],
    ['confirm=1', { part: 'term', confirm: true }],
    ['part=draw', { part: 'draw', confirm: false }],
    ['part=draw&confirm=1', { part: 'draw', confirm: true }],
    ['confirm=0&part=other', { part: 'term', confirm: false }],
  ])('?%s → %j', (query, view) => {
    expect(queryView(new URLSearchParams(query))).toEqual(view);
  });

  it.each([
    [{ part: 'term', confirm: false }, { part: 'term', confirm: false }, true],
    [{ part: 'term', confirm: false }, { part: 'term', confirm: true }, false],
    [{ part: 'term', confirm: false }, { part: 'draw', confirm: false }, false],
  ] as const)('%j and %j are the same view: %s', (a, b, same) => {
    expect(sameView(a, b)).toBe(same);
  });
});
