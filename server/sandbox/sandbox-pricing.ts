import type { Brand } from '../../engine/core';
import { DEFAULT_CALC_CONSTANTS, type CalcConstants } from '../../engine/core/calc';
import type { Fixtures } from '../data/fixture-types';
import { costSettings } from './offer-costs';
import { priceOffers, type Offer } from './price-offers';
import { pricingOf } from './pricing-of';
import type { Valuation } from './value-property';

/** The calculation constants of flows/constants.json (`calculation`), else the spec's defaults. Pure. */
export function calcConstantsOf(constants: Record<string, unknown>): CalcConstants {
  const given = constants.calculation as Partial<CalcConstants> | undefined;
  return { ...DEFAULT_CALC_CONSTANTS, ...(given ?? {}) };
}

/** What pricing an application's offers needs besides the valuation. */
export interface PricingInput {
  brand: Pick<Brand, 'orgPricingData'> & { orgMetaData?: Brand['orgMetaData'] };
  /** The property's state: decides the recording tax. */
  state: string;
  serverRules: Pick<Fixtures['serverRules'], 'offerCosts'>;
  constants: CalcConstants;
}

/** Offers for a valuation with their costs for the property's state; `maxCltv` lowers the CLTV (requalify). Pure. */
export function sandboxOffers(input: PricingInput, valuation: Valuation, maxCltv?: number): Offer[] {
  const pricing = pricingOf(input.brand);
  const settings = costSettings(pricing, input.state, input.serverRules.offerCosts, input.constants);
  return priceOffers(pricing, valuation, settings, maxCltv ?? pricing.maxCltv);
}
