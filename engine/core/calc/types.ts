/** One entry of an offer's costs (platform spec §3 Costs). `jsCriteria` is a json-logic rule; absent means it always applies. */
export interface CostEntry {
  feeType: string;
  borrowerPaidAmount: number;
  jsCriteria?: unknown;
}

/** An offer's costs (platform spec §3): the entries, the server's total and the origination-fee threshold in dollars. */
export interface Costs {
  list: readonly CostEntry[];
  totalPaidByBorrower?: number;
  ofeeMaxThreshold?: number | null;
  /** The recording-tax rate the lender priced with ($ per $100,000 borrowed), so the tax follows the chosen draw. */
  recordingTaxPer100k?: number | null;
}

/**
 * The offer fields the calculations read (platform spec §3 Offer; application-lifecycle §5). `rate` is the APR in
 * percent, `term` in years, `originationFee` a fraction of the draw (0.0499 = 4.99%), `minDraw`/`maxDraw` in dollars.
 */
export interface CalcOffer {
  term: number;
  rate: number;
  minDraw: number;
  maxDraw: number;
  originationFee: number;
  costs?: Costs | null;
}

/** How liens being paid off are taken from the draw (platform spec §9). */
export type CalcPreference = 'PRESERVE' | 'DEDUCT' | 'MAXIMIZE';

/** The fee type of the recording-tax cost entry (platform spec §3). */
export const RECORDING_TAX_FEE_TYPE = 'RECORDING_TAX';

/** The fee type of an origination-fee cost entry; offerFigures computes that fee itself and does not add the entry. */
export const ORIGINATION_FEE_TYPE = 'ORIGINATION_FEE';
