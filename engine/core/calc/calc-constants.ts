/** A closed range of numbers. */
export interface NumberRange {
  min: number;
  max: number;
}

/** The calculation constants of platform spec §9, as `flows/constants.json` holds them under `calculation`. */
export interface CalcConstants {
  recordingTaxStates: readonly string[];
  daysPerYear: number;
  moneyPrecision: number;
  percentPrecision: number;
  loanAmount: NumberRange;
  aprRange: NumberRange;
  originationFeeMax: number;
  recordingTaxMaxPer100k: number;
  recordingFees: NumberRange;
}

/** The spec's numbers (platform §9). engine/core reads no flows/ file, so callers pass the data's copy; these are the defaults. */
export const DEFAULT_CALC_CONSTANTS: CalcConstants = Object.freeze({
  recordingTaxStates: Object.freeze([
    'AR', 'CO', 'HI', 'IL', 'IN', 'KY', 'LA', 'MD', 'ME', 'MI', 'MN', 'MO', 'NJ', 'NV', 'OK', 'OR', 'PA', 'SD', 'UT', 'WV', 'WY',
  ]),
  daysPerYear: 365.25,
  moneyPrecision: 0,
  percentPrecision: 3,
  loanAmount: Object.freeze({ min: 15000, max: 400000 }),
  aprRange: Object.freeze({ min: 7.6, max: 17.2 }),
  originationFeeMax: 0.0499,
  recordingTaxMaxPer100k: 1400,
  recordingFees: Object.freeze({ min: 0, max: 315 }),
});
