import { DEFAULT_CALC_CONSTANTS, formatMoney, formatPercent, offerFigures, type CalcConstants, type OfferFigures } from '../../../engine/core/calc';
import { createCopyOf, type Copy, type CopyFamilyValue } from '../../../engine/core';
import type { ApplicationOffer } from '../../api/application-api';

/** What the figures depend on besides the offer and the draw. */
export interface FiguresOptions {
  /** The property's state (recording tax). */
  state: string | null | undefined;
  /** The brand's `features.ageRestrictedInterestOnly`: the monthly payment is interest only. */
  interestOnly: boolean;
  /** `calculation` of flows/constants.json. */
  constants?: Partial<CalcConstants>;
}

/** The figures of an offer at a draw, from engine calc `offerFigures` (the same numbers the server uses). Pure. */
export function figuresFor(offer: ApplicationOffer, draw: number, options: FiguresOptions): OfferFigures {
  return offerFigures(offer, draw, {
    state: options.state, interestOnly: options.interestOnly, constants: { ...DEFAULT_CALC_CONSTANTS, ...options.constants },
  });
}

/** One labelled figure of the confirm view. */
export interface FigureRow {
  id: string;
  label: string;
  value: string;
}

/** Besides the figures: liens paid off from the draw, the discounts in the APR, a rate buy-down's fee at closing. */
export interface FigureExtras {
  payoffTotal?: number;
  discounts?: readonly string[];
  buyDownFee?: number;
}

/**
 * The rows the confirm view shows, in order: APR, initial draw, monthly payment (named as interest only in the
 * age-restricted mode), origination fee, recording costs; the term too unless the payment is interest only; with
 * liens paid off, what goes to the lenders and the cash left; with discounts, their names; with a rate buy-down,
 * its fee at closing. Pure.
 */
export function figureRows(offer: ApplicationOffer, figures: OfferFigures, interestOnly: boolean, copy: Copy, extras: FigureExtras = {}): FigureRow[] {
  const money = (v: number) => formatMoney(v, 2);
  const payoff = extras.payoffTotal ?? 0;
  const discounts = extras.discounts ?? [];
  const rows: FigureRow[] = [
    { id: 'apr', label: copy('product.figures.apr'), value: formatPercent(figures.apr) },
    { id: 'initialDraw', label: copy('product.figures.initialDraw'), value: money(figures.initialDraw) },
    {
      id: 'monthlyPayment',
      label: copy(interestOnly ? 'product.figures.monthlyPaymentInterestOnly' : 'product.figures.monthlyPayment'),
      value: money(figures.monthlyPayment),
    },
    { id: 'originationFee', label: copy('product.figures.originationFee'), value: money(figures.originationFee) },
    { id: 'recordingCosts', label: copy('product.figures.recordingCosts'), value: money(figures.recordingCosts) },
  ];
  if (!interestOnly) rows.splice(1, 0, { id: 'term', label: copy('product.figures.term'), value: copy('product.figures.years', { years: offer.term }) });
  if (discounts.length) {
    const names = discounts.map((d) => createCopyOf(copy)('product.discount.*.short', d as CopyFamilyValue<'product.discount.*.short'>)).join(', ');
    rows.splice(1, 0, { id: 'discounts', label: copy('product.figures.discounts'), value: names });
  }
  if (extras.buyDownFee) rows.push({ id: 'buyDownFee', label: copy('product.figures.buyDownFee'), value: money(extras.buyDownFee) });
  if (payoff > 0) {
    const at = rows.findIndex((r) => r.id === 'initialDraw') + 1;
    rows.splice(at, 0,
      { id: 'payoff', label: copy('product.figures.payoff'), value: money(payoff) },
      { id: 'cashToYou', label: copy('product.figures.cashToYou'), value: money(Math.max(figures.initialDraw - payoff, 0)) });
  }
  return rows;
}
