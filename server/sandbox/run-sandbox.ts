import type { Brand } from '../../engine/core';
import type { Fixtures, PersonaOutcome } from '../data/fixture-types';
import { priceOffers, type Offer } from './price-offers';
import { pricingOf } from './pricing-of';
import { valueProperty, type Valuation } from './value-property';

/** What the sandbox soft-credit and valuation providers decide for a registration. */
export interface SandboxResult {
  status: string;
  active: boolean;
  offers: Offer[];
  valuation: Valuation;
}

/** The outcome for a last name: the persona table's row (case-insensitive), else its default. Pure. */
export function personaOutcome(personas: Fixtures['personas'], lastName: string | undefined): PersonaOutcome {
  const name = (lastName ?? '').trim().toLowerCase();
  const row = personas.byLastName.find((p) => p.lastName.toLowerCase() === name);
  return row ? { status: row.status, offers: row.offers, active: row.active } : personas.default;
}

/**
 * Runs the sandbox providers for a registration: the persona (by last name) decides the status, the valuation
 * comes from the address, and offers are priced from the brand's orgPricingData when the outcome has offers. Pure.
 */
export function runSandbox(input: {
  brand: Pick<Brand, 'orgPricingData'>;
  personas: Fixtures['personas'];
  lastName: string | undefined;
  property: { street1?: string; zip?: string };
}): SandboxResult {
  const outcome = personaOutcome(input.personas, input.lastName);
  const valuation = valueProperty(input.property);
  const offers = outcome.offers ? priceOffers(pricingOf(input.brand), valuation) : [];
  return { status: outcome.status, active: outcome.active, offers, valuation };
}
