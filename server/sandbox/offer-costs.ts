import {
  DEFAULT_CALC_CONSTANTS, drawAmountFromOffer, maxDrawWithFeeCap, originationFeeAmount, recordingTax, roundHalfEven,
  RECORDING_TAX_FEE_TYPE, type CalcConstants, type CostEntry,
} from '../../engine/core/calc';
import type { Pricing } from './pricing-of';

/** An offer's costs (platform spec §3 Costs; contract §5), at the offer's maxDraw: the API contract's. */
export type { OfferCosts } from '../../engine/core';
import type { OfferCosts } from '../../engine/core';

/** The cost settings an offer is priced with: the brand's pricing over the server's defaults. */
export interface CostSettings {
  state: string;
  recordingFee: number;
  recordingTaxPer100k: number;
  ofeeMaxThreshold: number;
  constants: CalcConstants;
}

export const RECORDING_FEE_TYPE = 'RECORDING_FEE';

/** The cost settings of a brand's pricing for a property state; `defaults` are server-rules.json offerCosts. Pure. */
export function costSettings(
  pricing: Pricing, state: string, defaults: { recordingFee: number; recordingTaxPer100k: number }, constants: CalcConstants = DEFAULT_CALC_CONSTANTS,
): CostSettings {
  return {
    state,
    recordingFee: pricing.recordingFee ?? defaults.recordingFee,
    recordingTaxPer100k: pricing.recordingTaxPer100k ?? defaults.recordingTaxPer100k,
    ofeeMaxThreshold: pricing.ofeeMaxThreshold ?? roundHalfEven(constants.originationFeeMax * pricing.maxAmount, 2),
    constants,
  };
}

const taxOn = (settings: CostSettings, amount: number) => recordingTax(settings.state, amount, {
  ratePer100k: settings.recordingTaxPer100k, states: settings.constants.recordingTaxStates, maxPer100k: settings.constants.recordingTaxMaxPer100k,
});

/**
 * The largest draw a total amount pays for once the recording fees, the recording tax (on the whole amount, so the
 * figures never exceed it) and the origination fee (capped at the threshold) are taken out; cents, rounded down. Pure.
 */
export function drawForAmount(amount: number, originationFee: number, settings: CostSettings): number {
  const draw = drawAmountFromOffer(amount, settings.recordingFee, taxOn(settings, amount), originationFee);
  return Math.max(0, Math.floor(maxDrawWithFeeCap(draw, originationFee, settings.ofeeMaxThreshold) * 100) / 100);
}

/**
 * The costs of an offer at its maxDraw. `list` holds the recording fees and, only in the recording-tax states
 * (platform spec §9), a RECORDING_TAX entry; jsCriteria is null (every entry applies). The origination fee is not an
 * entry (engine calc's offerFigures computes it from `originationFee`, capped at `ofeeMaxThreshold`, and counts every
 * other entry as a recording cost); `totalPaidByBorrower` is everything the borrower pays at the max draw: the
 * origination fee plus the entries. Pure.
 */
export function offerCosts(maxDraw: number, originationFee: number, settings: CostSettings): OfferCosts {
  const ofee = roundHalfEven(originationFeeAmount(maxDraw, originationFee, settings.ofeeMaxThreshold), 2);
  const list: CostEntry[] = [{ feeType: RECORDING_FEE_TYPE, borrowerPaidAmount: settings.recordingFee, jsCriteria: null }];
  if (settings.constants.recordingTaxStates.includes(settings.state)) {
    list.push({ feeType: RECORDING_TAX_FEE_TYPE, borrowerPaidAmount: taxOn(settings, maxDraw + ofee), jsCriteria: null });
  }
  const total = roundHalfEven(list.reduce((sum, c) => sum + c.borrowerPaidAmount, ofee), 2);
  return { list, totalPaidByBorrower: total, ofeeMaxThreshold: settings.ofeeMaxThreshold, recordingTaxPer100k: settings.recordingTaxPer100k };
}
