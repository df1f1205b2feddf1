import type { AppContext } from '../app-context';
import { apiError } from '../http/api-error';
import type { ApplicationRow } from '../repositories/applications';
import { knownStatusFields } from '../applications/status-fields';
import { pricingOf } from '../sandbox/pricing-of';
import { sandboxOffers } from '../sandbox/sandbox-pricing';
import { advanceApplication } from './advance-application';
import { requireStatus } from './owned-application';
import { sandboxOf } from './sandbox-context';

/** POST assets (product/assets): the asset-depletion pre-qualification is complete; status the persona's (OFFER_SELECTION). */
export function confirmAssets(ctx: AppContext, row: ApplicationRow, confirmed: boolean): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['ASSETS_PREQUAL']);
  if (confirmed !== true) throw apiError(400, ctx.fixtures.messages.assetsConfirmRequired);
  const stage = sandboxOf(ctx, row).persona.afterAssets;
  return advanceApplication(ctx, row, { status: stage.status, statusFields: knownStatusFields(stage.statusFields), patch: { asset_depletion_complete: 1 } });
}

/**
 * POST requalify (product/prequal-winback): the offers are re-priced at a CLTV lowered by server-rules.json
 * requalifyCltvReduction; status the persona's (OFFER_SELECTION).
 */
export function acceptRequalify(ctx: AppContext, row: ApplicationRow, accept: boolean): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['CLTV_LIEN_POSITION_REQUALIFY']);
  if (accept !== true) throw apiError(400, ctx.fixtures.messages.requalifyAcceptRequired);
  const { persona, pricing, property } = sandboxOf(ctx, row);
  const maxCltv = pricingOf(pricing.brand).maxCltv - ctx.fixtures.serverRules.requalifyCltvReduction;
  const offers = sandboxOffers(pricing, { value: property.value, lienBalance: property.lienBalance }, maxCltv);
  const stage = persona.afterRequalify;
  return advanceApplication(ctx, row, { status: stage.status, statusFields: knownStatusFields(stage.statusFields), patch: { offers: JSON.stringify(offers) } });
}
