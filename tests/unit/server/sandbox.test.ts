import { describe, expect, it } from 'vitest';
import { routeStatus, type StatusRouteTable } from '../../../engine/core';
import statusRoutes from '../../../flows/application/status-routes.json';
import statuses from '../../../flows/application/statuses.json';
import personas from '../../../server/fixtures/personas.json';
import seeds from '../../../server/fixtures/seed-accounts.json';
import { priceOffers, availableAmount } from '../../../server/sandbox/price-offers';
import { costSettings } from '../../../server/sandbox/offer-costs';
import type { Pricing } from '../../../server/sandbox/pricing-of';
import { personaFor, personaOutcome } from '../../../server/sandbox/run-sandbox';
import { valueProperty } from '../../../server/sandbox/value-property';

const pricing: Pricing = {
  terms: [5, 10], baseRateByTerm: { 5: 8.25, 10: 16.9 }, originationFeePct: 0.05, minAmount: 15000, maxAmount: 400000, maxCltv: 0.85, aprFloor: 7.6, aprCeiling: 17.2,
};

describe('sandbox valuation', () => {
  it('values the same street the same way, within 350k–1.2M, liens at most half', () => {
    const streets = ['1 Main Street', '22 Oak Lane', '2275 South Congress Avenue', '8019 Pacific Coast Highway', '77 Sunset Boulevard'];
    for (const street1 of streets) {
      const a = valueProperty({ street1, zip: '12345' });
      expect(valueProperty({ street1: `  ${street1.toUpperCase()} `, zip: '12345' })).toEqual(a);
      expect(a.value).toBeGreaterThanOrEqual(350_000);
      expect(a.value).toBeLessThanOrEqual(1_200_000);
      expect(a.lienBalance).toBeLessThanOrEqual(a.value / 2);
    }
  });
});

describe('sandbox pricing', () => {
  it.each([
    [{ value: 1_000_000, lienBalance: 0 }, 400_000],
    [{ value: 400_000, lienBalance: 100_000 }, 240_000],
    [{ value: 400_000, lienBalance: 335_000 }, 15_000],
  ])('clamps the amount for %j to %d', (valuation, expected) => {
    expect(availableAmount(pricing, valuation)).toBe(expected);
  });

  it('keeps every rate within the APR floor and ceiling', () => {
    for (const offer of priceOffers(pricing, { value: 500_000, lienBalance: 250_000 })) {
      for (const rate of [offer.rate, offer.otherRate, offer.discountList[0].rateWithDiscount]) {
        expect(rate).toBeGreaterThanOrEqual(pricing.aprFloor);
        expect(rate).toBeLessThanOrEqual(pricing.aprCeiling);
      }
      expect(offer.maxDraw).toBeCloseTo((offer.max - 250) / 1.05, 1);
    }
  });

  it('lists the recording fees, and a RECORDING_TAX entry only in a recording-tax state; the total adds the origination fee', () => {
    const valuation = { value: 500_000, lienBalance: 100_000 };
    const texas = priceOffers(pricing, valuation, costSettings(pricing, 'TX', { recordingFee: 250, recordingTaxPer100k: 700 }))[0];
    const maryland = priceOffers(pricing, valuation, costSettings(pricing, 'MD', { recordingFee: 250, recordingTaxPer100k: 700 }))[0];
    expect(texas.costs.list.map((c) => c.feeType)).toEqual(['RECORDING_FEE']);
    expect(maryland.costs.list.map((c) => c.feeType)).toEqual(['RECORDING_FEE', 'RECORDING_TAX']);
    for (const offer of [texas, maryland]) {
      const sum = offer.costs.list.reduce((s, c) => s + c.borrowerPaidAmount, offer.maxDraw * offer.originationFee);
      expect(offer.costs.totalPaidByBorrower).toBeCloseTo(sum, 2);
      // What the borrower pays at the max draw never exceeds the offer's amount.
      expect(offer.maxDraw + offer.costs.totalPaidByBorrower).toBeLessThanOrEqual(offer.max);
      expect(offer.costs.ofeeMaxThreshold).toBeCloseTo(0.0499 * pricing.maxAmount, 2);
    }
    const tax = maryland.costs.list.find((c) => c.feeType === 'RECORDING_TAX')!;
    expect(tax.borrowerPaidAmount).toBeGreaterThan(0);
    expect(tax.borrowerPaidAmount).toBeLessThanOrEqual((maryland.max / 100_000) * 1400);
    expect(maryland.maxDraw).toBeLessThan(texas.maxDraw);
  });

  it('caps the draw by the origination-fee threshold', () => {
    const capped = { ...pricing, ofeeMaxThreshold: 5000 };
    const [offer] = priceOffers(capped, { value: 1_000_000, lienBalance: 0 }, costSettings(capped, 'TX', { recordingFee: 250, recordingTaxPer100k: 0 }));
    expect(offer.maxDraw).toBeCloseTo(5000 / 0.05, 2);
    expect(offer.costs.totalPaidByBorrower).toBeCloseTo(5000 + 250, 2);
  });
});

describe('personas', () => {
  it('matches last names case-insensitively and falls back to LIEN_VERIFICATION', () => {
    expect(personaOutcome(personas, 'nOmAtCh').status).toBe('CREDIT_NO_MATCH');
    expect(personaOutcome(personas, 'Smith')).toEqual({ status: 'LIEN_VERIFICATION', offers: true, active: true, statusFields: {} });
  });

  it('takes every stage a persona does not override from the default', () => {
    const frozen = personaFor(personas, 'FROZEN');
    expect(frozen).toMatchObject({ key: 'frozen', creditPin: '1234', afterLiens: personas.default.afterLiens, statusFields: { uwSubDecision: 'CREDIT_FROZEN' } });
    expect(personaFor(personas, 'Requalify').afterLiens.status).toBe('CLTV_LIEN_POSITION_REQUALIFY');
    expect(personaFor(personas, 'Doe').key).toBeNull();
  });

  const stages = (p: Record<string, unknown>) => Object.values(p).flatMap((v) => (v && typeof v === 'object' && 'status' in v ? [String((v as { status: string }).status)] : []));
  const allStatuses = [...new Set([
    ...personas.byLastName.flatMap((p) => [p.status, ...stages(p)]), personas.default.status, ...stages(personas.default),
    ...seeds.accounts.flatMap((a) => (a.application ? [a.application.status] : [])),
  ])];
  const machineDecided: string[] = statuses.machineDecided;
  it.each(allStatuses)('status %s has a row in the status routing table or is machine-decided', (status) => {
    expect(routeStatus(statusRoutes as StatusRouteTable, status, { status: {} }) !== null || machineDecided.includes(status)).toBe(true);
  });
});
