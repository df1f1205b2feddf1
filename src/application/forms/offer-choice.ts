import { maxDrawWithFeeCap, sliderRange, type DrawRange } from '../../../engine/core/calc';
import type { ApplicationOffer, OfferPreference } from '../../api/application-api';
import type { Application } from '../../api/registration-api';

/** The calculation preferences, in the order the page offers them; the first is the default. */
export const OFFER_PREFERENCES: readonly OfferPreference[] = ['PRESERVE', 'DEDUCT', 'MAXIMIZE'];

/**
 * The borrower's choice on product/select: the offer's term, the draw, how liens marked for payoff are taken from it
 * (`preference`), the offer's discounts opted into, the rate buy-down taken (points, 0 for none), which part of the
 * choice is shown when it is split over pages (flag multi-page-product-select), and whether the confirm view is open.
 */
export interface OfferChoiceState {
  term: number;
  draw: number;
  preference: OfferPreference;
  discounts: string[];
  buyDown: number;
  part: 'term' | 'draw';
  confirm: boolean;
}

/** What the application's liens marked for payoff add up to (the answer's `payoffTotal`), 0 when none. Pure. */
export const payoffTotalOf = (application: Application): number => {
  const total = Number(application.payoffTotal);
  return Number.isFinite(total) && total > 0 ? total : 0;
};

/** The offers of an application answer that can be shown (a term and a draw range). Pure. */
export function offersOf(application: Application): ApplicationOffer[] {
  const list = Array.isArray(application.offers) ? (application.offers as ApplicationOffer[]) : [];
  return list.filter((o) => o && Number.isFinite(o.term) && Number.isFinite(o.minDraw) && Number.isFinite(o.maxDraw));
}

/**
 * The draw slider's range for an offer, in whole dollars: engine calc `sliderRange` (the liens' payoff total and the
 * calculation preference) over the max draw capped by the fee threshold, rounded inwards so every value on the slider
 * passes the server's check (a range of one exact value, MAXIMIZE, is kept as it is). Null when the offer allows no
 * draw. Pure.
 */
export function drawRange(offer: ApplicationOffer, payoffTotal = 0, preference: OfferPreference = 'PRESERVE'): DrawRange | null {
  const max = maxDrawWithFeeCap(offer.maxDraw, offer.originationFee, offer.costs?.ofeeMaxThreshold);
  const range = sliderRange({ minDraw: offer.minDraw, maxDraw: max }, payoffTotal, preference);
  if (!range) return null;
  // One exact value (MAXIMIZE): the draw is that value, cents and all.
  if (range.min === range.max) return range;
  const whole = { min: Math.ceil(range.min), max: Math.floor(range.max) };
  return whole.min <= whole.max ? whole : null;
}

/** A draw moved into a range: whole dollars, unless the range is one exact value (then that value). Pure. */
export const fitDraw = (draw: number, range: DrawRange): number => (range.min === range.max ? range.max : Math.round(clampDraw(draw, range)));

/** A draw kept within a range. Pure. */
export const clampDraw = (draw: number, range: DrawRange): number => Math.min(Math.max(draw, range.min), range.max);

const positive = (v: string | null | undefined): number | null => {
  const n = v === null || v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? n : null;
};

const asPreference = (v: unknown): OfferPreference | null => (OFFER_PREFERENCES.includes(v as OfferPreference) ? (v as OfferPreference) : null);
const asList = (v: unknown): string[] | null => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(',').filter(Boolean) : null);

/**
 * The choice to show: the query's `term`, `draw`, `pref`, `disc`, `bd`, `part` and `confirm=1` first (a reload or a shared link),
 * then the stored choice, then the offer already selected on the application, then the first offer at its largest
 * draw, PRESERVE and no discount. An unknown term falls back to the first offer; the draw is kept within the chosen
 * offer's range for the payoff and preference; discounts the offer does not have are dropped. Null when no offer can
 * be shown. Pure.
 */
export function initialChoice(
  offers: ApplicationOffer[], query: URLSearchParams, stored: Partial<OfferChoiceState> | null, application: Application,
): OfferChoiceState | null {
  const selected = application.selectedOffer as
    { term?: number; drawAmount?: number; preference?: string; discounts?: string[]; buyDown?: { points: number } } | null | undefined;
  const payoff = payoffTotalOf(application);
  const preference = asPreference(query.get('pref')) ?? asPreference(stored?.preference) ?? asPreference(selected?.preference) ?? OFFER_PREFERENCES[0];
  const wanted = positive(query.get('term')) ?? stored?.term ?? selected?.term ?? (application.term > 0 ? application.term : null);
  const offer = offers.find((o) => o.term === wanted && drawRange(o, payoff, preference)) ?? offers.find((o) => drawRange(o, payoff, preference));
  const range = offer ? drawRange(offer, payoff, preference) : null;
  if (!offer || !range) return null;
  const sameTerm = offer.term === wanted;
  const draw = positive(query.get('draw')) ?? (sameTerm ? stored?.draw ?? selected?.drawAmount : undefined) ?? range.max;
  const offered = new Set((offer.discountList ?? []).map((d) => d.type));
  const discounts = (asList(query.get('disc') ?? undefined) ?? asList(stored?.discounts) ?? asList(selected?.discounts) ?? []).filter((d) => offered.has(d));
  const confirm = query.has('confirm') ? query.get('confirm') === '1' : stored?.confirm === true;
  const buyDown = positive(query.get('bd')) ?? (typeof stored?.buyDown === 'number' ? stored.buyDown : null) ?? selected?.buyDown?.points ?? 0;
  const part = (query.get('part') ?? stored?.part) === 'draw' ? 'draw' : 'term';
  return { term: offer.term, draw: fitDraw(draw, range), preference, discounts, buyDown, part, confirm };
}

/** The view of a choice: which part is shown and whether the confirm view is open. */
export type OfferChoiceView = Pick<OfferChoiceState, 'part' | 'confirm'>;

/** The view a query names (`part=draw`, `confirm=1`); the first part and no confirm view when absent. Pure. */
export const queryView = (query: URLSearchParams): OfferChoiceView => ({
  part: query.get('part') === 'draw' ? 'draw' : 'term', confirm: query.get('confirm') === '1',
});

/** Whether two choices show the same view. Pure. */
export const sameView = (a: OfferChoiceView, b: OfferChoiceView): boolean => a.part === b.part && a.confirm === b.confirm;

/**
 * The query string of a choice (`term`, `draw`, `pref` unless PRESERVE, `disc` when any, `bd` with a buy-down,
 * `part=draw` on the second part, and `confirm=1` on the confirm view), other parameters kept. Pure.
 */
export function choiceQuery(choice: OfferChoiceState, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('term', String(choice.term));
  next.set('draw', String(choice.draw));
  const optional: [string, string | null][] = [
    ['pref', choice.preference === OFFER_PREFERENCES[0] ? null : choice.preference],
    ['disc', choice.discounts.length ? choice.discounts.join(',') : null],
    ['bd', choice.buyDown ? String(choice.buyDown) : null],
    ['part', choice.part === 'draw' ? 'draw' : null],
    ['confirm', choice.confirm ? '1' : null],
  ];
  for (const [name, value] of optional) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
