import { describe, expect, it } from 'vitest';
import { offerFigures, type CalcOffer } from '../../../../engine/core';

const offer: CalcOffer = {
  term: 10, rate: 9, minDraw: 14_000, maxDraw: 200_000, originationFee: 0.02,
  costs: {
    list: [{ feeType: 'RECORDING_FEE', borrowerPaidAmount: 250, jsCriteria: null }, { feeType: 'RECORDING_TAX', borrowerPaidAmount: 2040, jsCriteria: null }],
    ofeeMaxThreshold: 10_000, recordingTaxPer100k: 1000,
  },
} as CalcOffer;

describe('offerFigures with the rate the lender priced with', () => {
  it('computes the tax of the chosen draw from costs.recordingTaxPer100k, not the max-draw entry', () => {
    // draw 50,000 + fee 1,000 = 51,000 borrowed; tax 51,000 / 100,000 × 1,000 = 510; recording costs 250 + 510 = 760.
    const figures = offerFigures(offer, 50_000, { state: 'PA' });
    expect(figures.recordingCosts).toBe(760);
    expect(figures.originationFee).toBe(1000);
  });
  it('charges no tax outside the recording-tax states', () => {
    expect(offerFigures(offer, 50_000, { state: 'CA' }).recordingCosts).toBe(250);
  });
});
