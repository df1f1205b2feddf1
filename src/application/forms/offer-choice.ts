import { maxDrawWithFeeCap, sliderRange, type DrawRange } from '../../../engine/core/calc';
import type { ApplicationOffer, OfferPreference } from '../../api/application-api';
import type { Application } from '../../api/registration-api';

/** How the draw is taken: no liens are paid off through this page, so the borrower keeps the whole draw. */
export const OFFER_PREFERENCE: OfferPreference = 'PRESERVE';

/** The borrower's choice on product/select: the offer's term, the draw, and whether the confirm view is open. */
export interface OfferChoiceState {
  term: number;
  draw: number;
  confirm: boolean;
}

/** The offers of an application answer that can be shown (a term and a draw range). Pure. */
export function offersOf(application: Application): ApplicationOffer[] {
  const list = Array.isArray(application.offers) ? (application.offers as ApplicationOffer[]) : [];
  return list.filter((o) => o && Number.isFinite(o.term) && Number.isFinite(o.minDraw) && Number.isFinite(o.maxDraw));
}

/**
 * The draw slider's range for an offer, in whole dollars: engine calc `sliderRange` (no payoff, PRESERVE) over the
 * max draw capped by the fee threshold, rounded inwards so every value on the slider passes the server's check.
 * Null when the offer allows no draw. Pure.
 */
export function drawRange(offer: ApplicationOffer): DrawRange | null {
  const max = maxDrawWithFeeCap(offer.maxDraw, offer.originationFee, offer.costs?.ofeeMaxThreshold);
  const range = sliderRange({ minDraw: offer.minDraw, maxDraw: max }, 0, OFFER_PREFERENCE);
  if (!range) return null;
  const whole = { min: Math.ceil(range.min), max: Math.floor(range.max) };
  return whole.min <= whole.max ? whole : null;
}

/** A draw kept within a range. Pure. */
export const clampDraw = (draw: number, range: DrawRange): number => Math.min(Math.max(draw, range.min), range.max);

const positive = (v: string | null | undefined): number | null => {
  const n = v === null || v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * The choice to show: the query's `term`, `draw` and `confirm=1` first (a reload or a shared link), then the
 * stored choice, then the offer already selected on the application, then the first offer at its largest draw.
 * An unknown term falls back to the first offer; the draw is kept within the chosen offer's range. Null when no
 * offer can be shown. Pure.
 */
export function initialChoice(
  offers: ApplicationOffer[], query: URLSearchParams, stored: Partial<OfferChoiceState> | null, application: Application,
): OfferChoiceState | null {
  const selected = application.selectedOffer as { term?: number; drawAmount?: number } | null | undefined;
  const wanted = positive(query.get('term')) ?? stored?.term ?? selected?.term ?? (application.term > 0 ? application.term : null);
  const offer = offers.find((o) => o.term === wanted && drawRange(o)) ?? offers.find((o) => drawRange(o));
  const range = offer ? drawRange(offer) : null;
  if (!offer || !range) return null;
  const sameTerm = offer.term === wanted;
  const draw = positive(query.get('draw')) ?? (sameTerm ? stored?.draw ?? selected?.drawAmount : undefined) ?? range.max;
  const confirm = query.has('confirm') ? query.get('confirm') === '1' : stored?.confirm === true;
  return { term: offer.term, draw: Math.round(clampDraw(draw, range)), confirm };
}

/** The query string of a choice (`term`, `draw`, and `confirm=1` on the confirm view), other parameters kept. Pure. */
export function choiceQuery(choice: OfferChoiceState, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('term', String(choice.term));
  next.set('draw', String(choice.draw));
  if (choice.confirm) next.set('confirm', '1');
  else next.delete('confirm');
  return next;
}
