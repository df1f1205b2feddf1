import type { AppContext } from '../app-context';
import type { PersonaStage } from '../data/fixture-types';
import type { ApplicationRow } from '../repositories/applications';
import type { Offer } from '../sandbox/price-offers';
import { pricingOf } from '../sandbox/pricing-of';
import { sandboxOffers } from '../sandbox/sandbox-pricing';
import { sandboxOf } from './sandbox-context';

/**
 * The offers a persona stage re-prices (`offers: true`), at the property's value (or `value` when given) and its
 * remaining liens; with `maxAmountRatio` (an underwriter limiting the line, e.g. by the verified income) the amount
 * available is that share of what the equity allows (the CLTV lowered to match). Undefined when the stage keeps the
 * offers. Pure.
 */
export function stageOffers(ctx: Pick<AppContext, 'data' | 'fixtures'>, row: ApplicationRow, stage: PersonaStage, value?: number): Offer[] | undefined {
  if (!stage.offers) return undefined;
  const { pricing, property } = sandboxOf(ctx, row);
  const valuation = { value: value ?? property.value, lienBalance: property.lienBalance };
  const ratio = stage.maxAmountRatio;
  if (ratio === undefined) return sandboxOffers(pricing, valuation);
  const { maxCltv } = pricingOf(pricing.brand);
  const limited = (ratio * (valuation.value * maxCltv - valuation.lienBalance) + valuation.lienBalance) / valuation.value;
  return sandboxOffers(pricing, valuation, limited);
}
