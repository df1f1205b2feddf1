import { DEFAULT_CALC_CONSTANTS } from './calc-constants';
import { requireNumber } from './finite';
import { roundHalfEven } from './round-half-even';

/** Where the recording tax applies and at what rate. */
export interface RecordingTaxOptions {
  /** Dollars of tax per $100,000 borrowed in this state (capped at maxPer100k). */
  ratePer100k: number;
  /** The recording-tax states (two-letter codes); default the 21 of spec §9 (`calculation.recordingTaxStates`). */
  states?: readonly string[];
  /** The spec's ceiling per $100,000; default 1400 (`calculation.recordingTaxMaxPer100k`). */
  maxPer100k?: number;
}

/**
 * The recording tax on an amount borrowed (platform spec §9): 0 outside the recording-tax states; inside,
 * amount / 100000 × ratePer100k, the rate capped at $1,400 per $100,000, rounded to cents half-to-even.
 * The state is matched without regard to case or surrounding spaces. Pure.
 * @throws RangeError when amount, ratePer100k or maxPer100k is not a finite number of 0 or more.
 */
export function recordingTax(state: string | null | undefined, amount: number, options: RecordingTaxOptions): number {
  const { ratePer100k, states = DEFAULT_CALC_CONSTANTS.recordingTaxStates, maxPer100k = DEFAULT_CALC_CONSTANTS.recordingTaxMaxPer100k } = options;
  requireNumber('recordingTax', 'amount', amount, 0);
  requireNumber('recordingTax', 'ratePer100k', ratePer100k, 0);
  requireNumber('recordingTax', 'maxPer100k', maxPer100k, 0);
  const code = typeof state === 'string' ? state.trim().toUpperCase() : '';
  if (!states.includes(code)) return 0;
  return roundHalfEven((amount / 100000) * Math.min(ratePer100k, maxPer100k), 2);
}
