import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CALC_CONSTANTS, costsTotal, drawAmountFromOffer, isDrawWithinOffer, offerFigures, recordingTax, type CalcOffer, type CostEntry,
} from '../../../../engine/core/calc';
import constants from '../../../../flows/constants.json';

describe('the calculation constants', () => {
  it('in flows/constants.json are the spec numbers the calc defaults to', () => {
    expect(constants.calculation).toEqual(DEFAULT_CALC_CONSTANTS);
  });

  it('list the 21 recording-tax states of spec §9, each a state of usStates', () => {
    expect(constants.calculation.recordingTaxStates).toHaveLength(21);
    expect(constants.calculation.recordingTaxStates.filter((s) => !constants.usStates.includes(s))).toEqual([]);
  });
});

describe('costsTotal (borrower-paid entries whose jsCriteria holds)', () => {
  const costs: CostEntry[] = [
    { feeType: 'RECORDING_FEE', borrowerPaidAmount: 150 },
    { feeType: 'VALUATION_FEE', borrowerPaidAmount: 180, jsCriteria: { '==': [{ var: 'avm' }, false] } },
    { feeType: 'NOTARY_FEE', borrowerPaidAmount: 300, jsCriteria: { var: 'manualNotary' } },
    { feeType: 'OTHER', borrowerPaidAmount: 0.1, jsCriteria: null },
  ];
  it.each([
    [{ avm: false, manualNotary: false }, 330.1], // 150 + 180 + 0.1
    [{ avm: true, manualNotary: true }, 450.1], // 150 + 300 + 0.1
    [{ avm: true, manualNotary: false }, 150.1], // 150 + 0.1
    [{}, 150.1], // missing variables: criteria false
  ])('context %j → %s', (context, expected) => {
    expect(costsTotal(costs, context)).toBe(expected);
  });

  it('is 0 for no entries and rounds binary noise to cents', () => {
    expect(costsTotal([], {})).toBe(0);
    expect(costsTotal([{ feeType: 'A', borrowerPaidAmount: 0.1 }, { feeType: 'B', borrowerPaidAmount: 0.2 }], {})).toBe(0.3);
  });

  it('uses the evaluator it is given', () => {
    const seen: unknown[] = [];
    const never = (rule: unknown) => (seen.push(rule), false);
    expect(costsTotal(costs, {}, never)).toBe(150.1); // only the entries without criteria
    expect(seen).toEqual([costs[1].jsCriteria, costs[2].jsCriteria]);
  });
});

describe('recordingTax (0 outside the states; amount / 100000 × rate, rate ≤ $1,400, cents)', () => {
  it.each([
    ['TX', 100000, 1400, 0], // not a recording-tax state
    [null, 100000, 1400, 0], // no state
    ['PA', 100000, 1400, 1400], // 1 × 1400
    ['PA', 250000, 700, 1750], // 2.5 × 700
    [' pa ', 250000, 700, 1750], // state read without case or spaces
    ['MD', 100000, 2000, 1400], // rate 2000 capped at 1400
    ['NJ', 123456.78, 1000, 1234.57], // 1.2345678 × 1000 = 1234.5678 → 1234.57
    ['OR', 12500, 1, 0.12], // 0.125 × 1 = 0.125, a tie: 2 even → 0.12
    ['WY', 0, 1400, 0], // nothing borrowed
  ])('%s, %s at %s per 100k → %s', (state, amount, rate, expected) => {
    expect(recordingTax(state, amount, { ratePer100k: rate })).toBe(expected);
  });

  it('takes the states and the ceiling as data', () => {
    expect(recordingTax('TX', 100000, { ratePer100k: 500, states: ['TX'] })).toBe(500);
    expect(recordingTax('PA', 100000, { ratePer100k: 500, states: ['TX'] })).toBe(0);
    expect(recordingTax('PA', 100000, { ratePer100k: 500, maxPer100k: 300 })).toBe(300);
  });

  it('refuses a negative amount or rate', () => {
    expect(() => recordingTax('PA', -1, { ratePer100k: 1 })).toThrow(RangeError);
    expect(() => recordingTax('PA', 1, { ratePer100k: -1 })).toThrow(RangeError);
  });

  it('is 0 outside the list, and within 0 … $1,400 per $100,000 inside', () => {
    const taxed = new Set(DEFAULT_CALC_CONSTANTS.recordingTaxStates);
    fc.assert(fc.property(fc.constantFrom(...constants.usStates), fc.integer({ min: 0, max: 40_000_000 }), fc.integer({ min: 0, max: 5000 }), (state, c, rate) => {
      const amount = c / 100;
      const tax = recordingTax(state, amount, { ratePer100k: rate });
      if (!taxed.has(state)) return tax === 0;
      return tax >= 0 && tax <= (amount / 100000) * 1400 + 0.005 + 1e-9; // half a cent of rounding, 1e-9 of binary error
    }));
  });
});

describe('offerFigures (what product/select shows)', () => {
  const offer: CalcOffer = {
    term: 10, rate: 8.95, minDraw: 14285.71, maxDraw: 100000, originationFee: 0.0499,
    costs: { list: [{ feeType: 'RECORDING_FEE', borrowerPaidAmount: 150 }, { feeType: 'RECORDING_TAX', borrowerPaidAmount: 1400 }], ofeeMaxThreshold: null },
  };

  it('outside the recording-tax states: fee + fees, no tax', () => {
    // fee 0.0499 × 100000 = 4990; recording costs 150 (the tax entry does not count in TX);
    // total 100000 + 4990 + 150 = 105140; payment 105140 at 8.95% for 10 years:
    // r = 0.0074583, 1.0074583^120 = 2.439221, 784.169 / (1 − 0.409967) = 1329.026 → 1329.03
    expect(offerFigures(offer, 100000, { state: 'TX' })).toEqual({
      apr: 8.95, initialDraw: 100000, monthlyPayment: 1329.03, originationFee: 4990, recordingCosts: 150, totalAmount: 105140,
    });
  });

  it('in a recording-tax state without a rate: the server tax entry, capped at $1,400 per $100,000 borrowed', () => {
    // tax entry 1400 ≤ 104990 / 100000 × 1400 = 1469.86 → 1400; recording costs 150 + 1400 = 1550;
    // total 100000 + 4990 + 1550 = 106540; payment 1346.722 → 1346.72
    expect(offerFigures(offer, 100000, { state: 'PA' })).toMatchObject({ recordingCosts: 1550, totalAmount: 106540, monthlyPayment: 1346.72 });
    // draw 50000: fee 2495, borrowed 52495, cap 52495 / 100000 × 1400 = 734.93 < 1400 → tax 734.93; costs 884.93
    expect(offerFigures(offer, 50000, { state: 'PA' })).toMatchObject({ originationFee: 2495, recordingCosts: 884.93, totalAmount: 53379.93 });
  });

  it('in a recording-tax state with a rate: the tax recomputed for the draw', () => {
    // borrowed 104990; tax 104990 / 100000 × 1000 = 1049.90; recording costs 150 + 1049.90 = 1199.90;
    // total 104990 + 1199.90 = 106189.90; payment 1342.297 → 1342.30
    expect(offerFigures(offer, 100000, { state: 'PA', recordingTaxPer100k: 1000 })).toMatchObject({
      recordingCosts: 1199.9, totalAmount: 106189.9, monthlyPayment: 1342.3,
    });
  });

  it('in the interest-only mode: a month of interest on the total', () => {
    // 105140 × 0.0895 / 12 = 784.169 → 784.17
    expect(offerFigures(offer, 100000, { state: 'TX', interestOnly: true }).monthlyPayment).toBe(784.17);
  });

  it('caps the origination fee at the offer threshold', () => {
    const capped = { ...offer, costs: { ...offer.costs!, ofeeMaxThreshold: 3000 } };
    // fee min(4990, 3000) = 3000; total 100000 + 3000 + 150 = 103150
    expect(offerFigures(capped, 100000, { state: 'TX' })).toMatchObject({ originationFee: 3000, totalAmount: 103150 });
  });

  it('reads the criteria of the fees over the context it is given', () => {
    const withCriteria = { ...offer, costs: { list: [{ feeType: 'VALUATION_FEE', borrowerPaidAmount: 180, jsCriteria: { var: 'noAvm' } }] } };
    expect(offerFigures(withCriteria, 100000, { state: 'TX', criteriaContext: { noAvm: true } }).recordingCosts).toBe(180);
    expect(offerFigures(withCriteria, 100000, { state: 'TX', criteriaContext: { noAvm: false } }).recordingCosts).toBe(0);
  });

  it('does not count an ORIGINATION_FEE cost entry again', () => {
    const withFeeEntry = { ...offer, costs: { ...offer.costs!, list: [{ feeType: 'ORIGINATION_FEE', borrowerPaidAmount: 4990 }, ...offer.costs!.list] } };
    expect(offerFigures(withFeeEntry, 100000, { state: 'TX' })).toEqual(offerFigures(offer, 100000, { state: 'TX' }));
  });

  it('refuses a negative draw', () => {
    expect(() => offerFigures(offer, -1, { state: 'TX' })).toThrow(RangeError);
  });

  it('gives the draw back through drawAmountFromOffer, and every figure is whole cents', () => {
    const state = fc.constantFrom('TX', 'PA', 'CA', 'MD');
    fc.assert(fc.property(fc.integer({ min: 1_500_000, max: 40_000_000 }), state, fc.boolean(), (c, st, io) => {
      const figures = offerFigures({ ...offer, maxDraw: 400000 }, c / 100, { state: st, interestOnly: io, recordingTaxPer100k: 900 });
      const tax = recordingTax(st, figures.initialDraw + figures.originationFee, { ratePer100k: 900 });
      const back = drawAmountFromOffer(figures.totalAmount, figures.recordingCosts - tax, tax, offer.originationFee);
      const wholeCents = Object.values(figures).every((v) => Number(v.toFixed(2)) === v);
      // the fee is rounded to cents, so the way back is exact to within a cent / (1 + fee)
      return wholeCents && Math.abs(back - figures.initialDraw) <= 0.01 && isDrawWithinOffer(figures.initialDraw, { minDraw: 15000, maxDraw: 400000 });
    }));
  });
});
