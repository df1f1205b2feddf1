import { paymentFor } from '../../../engine/core';
import type { Application, ApplicationProperty } from '../../api/registration-api';

/** What the sidebar's offer box shows, as numbers; `termYears` and `rateType` are null in the interest-only variant. */
export interface OfferSummary {
  apr: number;
  initialDraw: number;
  monthlyPayment: number | null;
  termYears: number | null;
  rateType: string | null;
}

/** Default rate type when the answer has none (registration §2 "Sidebar": default Fixed). */
export const DEFAULT_RATE_TYPE = 'FIXED';

/**
 * The offer box of the sidebar (registration §2): only when rate > 0 and amount > 0. APR is the rate, initial draw
 * the uwCalculatedDrawAmount, the monthly payment the engine's paymentFor on the amount owed (interest only in the
 * age-restricted variant, where term and rate type are left out). Null when the box is not shown. Pure.
 */
export function offerSummary(application: Pick<Application, 'rate' | 'amount' | 'term' | 'rateType' | 'uwCalculatedDrawAmount'>, interestOnly: boolean): OfferSummary | null {
  const { rate, amount, term } = application;
  if (!(Number(rate) > 0 && Number(amount) > 0)) return null;
  return {
    apr: rate,
    initialDraw: Number(application.uwCalculatedDrawAmount) || 0,
    monthlyPayment: paymentOrNull(amount, rate, term, interestOnly),
    termYears: interestOnly ? null : term,
    rateType: interestOnly ? null : knownRateType(application.rateType),
  };
}

/** The rate type to show: FIXED or VARIABLE as given, else the default (no rate type, or UNKNOWN). */
function knownRateType(rateType: string | null | undefined): string {
  return rateType && rateType !== 'UNKNOWN' ? rateType : DEFAULT_RATE_TYPE;
}

/** The payment, or null when the answer cannot give one (no term outside the interest-only mode). */
function paymentOrNull(principal: number, rate: number, term: number, interestOnly: boolean): number | null {
  try {
    return paymentFor({ principal, rate, term }, { interestOnly });
  } catch {
    return null;
  }
}

/** Title case for an address part: each word capitalised ('WINSTON-SALEM' → 'Winston-Salem'); words starting with a digit kept. Pure. */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => (/^\d/.test(word) ? word : word.toLowerCase().replace(/(^|-)(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase())))
    .join(' ');
}

/** The property address as the sidebar shows it: 'Street City, State Zip', street and city title-cased. Pure. */
export function formatPropertyAddress(property: Pick<ApplicationProperty, 'street1' | 'street2' | 'city' | 'state' | 'zip'>): string {
  const street = titleCase([property.street1, property.street2].filter(Boolean).join(' '));
  const city = titleCase(property.city ?? '');
  const stateZip = [property.state?.toUpperCase(), property.zip].filter(Boolean).join(' ');
  return `${[street, city].filter(Boolean).join(' ')}${stateZip ? `, ${stateZip}` : ''}`;
}
