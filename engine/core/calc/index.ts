/** Offer calculations of platform spec §9: rounding, formatting, payments, draws, fees and recording tax. Pure, no I/O. */
export { roundHalfEven } from './round-half-even';
export { formatMoney, FORMAT_MONEY_ERROR } from './format-money';
export { formatPercent, FORMAT_PERCENT_ERROR } from './format-percent';
export { getTotalAmountFromDraw, originationFeeAmount, TOTAL_DRAW_ERROR } from './get-total-amount-from-draw';
export { monthlyPayment } from './monthly-payment';
export { interestForPeriod } from './interest-for-period';
export { interestOnlyPayment } from './interest-only-payment';
export { paymentFor, type PaymentInput, type PaymentOptions } from './payment-for';
export { drawAmountFromOffer } from './draw-amount-from-offer';
export { maxDrawWithFeeCap } from './max-draw-with-fee-cap';
export { canCashPreserve, canDeduct } from './payoff-checks';
export { sliderRange, type DrawRange } from './slider-range';
export { isDrawWithinOffer } from './is-draw-within-offer';
export { costApplies, costsTotal, type RuleEvaluator } from './costs-total';
export { recordingTax, type RecordingTaxOptions } from './recording-tax';
export { offerFigures, type OfferFigures, type OfferFiguresOptions } from './offer-figures';
export { DEFAULT_CALC_CONSTANTS, type CalcConstants, type NumberRange } from './calc-constants';
export { ORIGINATION_FEE_TYPE, RECORDING_TAX_FEE_TYPE, type CalcOffer, type CostEntry, type Costs, type CalcPreference } from './types';
