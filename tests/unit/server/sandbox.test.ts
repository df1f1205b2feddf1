import { describe, expect, it } from 'vitest';
import { routeStatus, type StatusRouteTable } from '../../../engine/core';
import statusRoutes from '../../../flows/application/status-routes.json';
import personas from '../../../server/fixtures/personas.json';
import seeds from '../../../server/fixtures/seed-accounts.json';
import { priceOffers, availableAmount } from '../../../server/sandbox/price-offers';
import type { Pricing } from '../../../server/sandbox/pricing-of';
import { personaOutcome } from '../../../server/sandbox/run-sandbox';
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
      expect(offer.maxDraw).toBeCloseTo(offer.max / 1.05, 2);
    }
  });
});

describe('personas', () => {
  it('matches last names case-insensitively and falls back to LIEN_VERIFICATION', () => {
    expect(personaOutcome(personas, 'nOmAtCh').status).toBe('CREDIT_NO_MATCH');
    expect(personaOutcome(personas, 'Smith')).toEqual({ status: 'LIEN_VERIFICATION', offers: true, active: true });
  });

  it.each([...personas.byLastName.map((p) => p.status), personas.default.status, ...seeds.accounts.flatMap((a) => (a.application ? [a.application.status] : []))])(
    'status %s has a row in the status routing table', (status) => {
      expect(routeStatus(statusRoutes as StatusRouteTable, status).because).not.toBe('fallback');
    },
  );
});
