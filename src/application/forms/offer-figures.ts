import { DEFAULT_CALC_CONSTANTS, formatMoney, formatPercent, offerFigures, type CalcConstants, type OfferFigures } from '../../../engine/core/calc';
import type { Copy } from '../../../engine/core';
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

/**
 * The rows the confirm view shows, in order: APR, initial draw, monthly payment (named as interest only in the
 * age-restricted mode), origination fee, recording costs; the term too unless the payment is interest only. Pure.
 */
export function figureRows(offer: ApplicationOffer, figures: OfferFigures, interestOnly: boolean, copy: Copy): FigureRow[] {
  const money = (v: number) => formatMoney(v, 2);
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
  return rows;
}
