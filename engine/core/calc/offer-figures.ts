import { DEFAULT_CALC_CONSTANTS, type CalcConstants } from './calc-constants';
import { costsTotal, type RuleEvaluator } from './costs-total';
import { requireNumber } from './finite';
import { originationFeeAmount } from './get-total-amount-from-draw';
import { paymentFor } from './payment-for';
import { recordingTax } from './recording-tax';
import { roundHalfEven } from './round-half-even';
import { ORIGINATION_FEE_TYPE, RECORDING_TAX_FEE_TYPE, type CalcOffer } from './types';

/** The figures product/select shows for one offer at one draw, in dollars (apr in percent). */
export interface OfferFigures {
  /** The offer's rate, in percent. */
  apr: number;
  initialDraw: number;
  monthlyPayment: number;
  /** The origination fee in dollars (capped at the offer's `costs.ofeeMaxThreshold`). */
  originationFee: number;
  /** Recording fees (the applicable cost entries but the origination fee) plus the recording tax. */
  recordingCosts: number;
  /** What the borrower owes: initial draw + origination fee + recording costs. */
  totalAmount: number;
}

/** Where the property is and how the figures are computed. */
export interface OfferFiguresOptions {
  /** The property's state (two letters); decides the recording tax. */
  state: string | null | undefined;
  /** The age-restricted interest-only mode (spec §9). */
  interestOnly?: boolean;
  /** `calculation` of flows/constants.json; default the spec's numbers. */
  constants?: CalcConstants;
  /** When given, the recording tax is recomputed for this draw at this rate (recordingTax); see offerFigures. */
  recordingTaxPer100k?: number;
  /** The context the cost entries' jsCriteria read; default { state, drawAmount, interestOnly, offer }. */
  criteriaContext?: unknown;
  /** The json-logic evaluator; default ruleHolds. */
  evaluate?: RuleEvaluator;
}

/**
 * The figures of an offer at a chosen draw, the same on the page and the server (application-lifecycle §5). Pure.
 * - apr: offer.rate; initialDraw: the draw rounded to cents.
 * - originationFee: offer.originationFee × draw, capped at offer.costs.ofeeMaxThreshold, rounded to cents.
 * - recordingCosts: the applicable cost entries other than RECORDING_TAX and ORIGINATION_FEE (costsTotal; the
 *   origination fee is the figure above, so its entry is not counted again), plus the recording tax. The tax
 *   is 0 outside the recording-tax states. Inside, with `recordingTaxPer100k` (the option, else the offer's costs.recordingTaxPer100k) it is recordingTax on draw + origination
 *   fee (the amount borrowed before recording costs); without it, the server's applicable RECORDING_TAX entries are
 *   used as priced, capped at $1,400 per $100,000 of that amount.
 * - totalAmount: draw + origination fee + recording costs (so drawAmountFromOffer(totalAmount, fees, tax, fee) gives
 *   the draw back when the fee is not capped); monthlyPayment: paymentFor on totalAmount over the offer's term.
 * The draw is not checked against the offer (see isDrawWithinOffer).
 * @throws RangeError when the draw is not a finite number of 0 or more, or on the inputs the parts refuse.
 */
export function offerFigures(offer: CalcOffer, drawAmount: number, options: OfferFiguresOptions): OfferFigures {
  const { state, interestOnly = false, constants = DEFAULT_CALC_CONSTANTS, evaluate } = options;
  const initialDraw = roundHalfEven(requireNumber('offerFigures', 'drawAmount', drawAmount, 0), 2);
  const entries = offer.costs?.list ?? [];
  const context = options.criteriaContext ?? { state, drawAmount: initialDraw, interestOnly, offer };
  const originationFee = roundHalfEven(originationFeeAmount(initialDraw, offer.originationFee, offer.costs?.ofeeMaxThreshold), 2);
  const borrowed = initialDraw + originationFee;
  const fees = costsTotal(entries.filter((e) => e.feeType !== RECORDING_TAX_FEE_TYPE && e.feeType !== ORIGINATION_FEE_TYPE), context, evaluate);
  const taxOptions = { states: constants.recordingTaxStates, maxPer100k: constants.recordingTaxMaxPer100k };
  const ratePer100k = options.recordingTaxPer100k ?? offer.costs?.recordingTaxPer100k ?? undefined;
  const tax = ratePer100k === undefined
    ? Math.min(
      costsTotal(entries.filter((e) => e.feeType === RECORDING_TAX_FEE_TYPE), context, evaluate),
      recordingTax(state, borrowed, { ...taxOptions, ratePer100k: constants.recordingTaxMaxPer100k }),
    )
    : recordingTax(state, borrowed, { ...taxOptions, ratePer100k });
  const recordingCosts = roundHalfEven(fees + tax, 2);
  const totalAmount = roundHalfEven(borrowed + recordingCosts, 2);
  const payment = paymentFor({ principal: totalAmount, rate: offer.rate, term: offer.term }, { interestOnly, daysPerYear: constants.daysPerYear });
  return { apr: offer.rate, initialDraw, monthlyPayment: payment, originationFee, recordingCosts, totalAmount };
}
