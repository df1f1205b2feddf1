import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { ApplicationOffer } from '../../api/application-api';
import type { Application } from '../../api/registration-api';
import { choiceQuery, initialChoice, queryView, sameView, type OfferChoiceState } from './offer-choice';

/** The session-storage key of the product/select choice of an application. Pure. */
export const offerChoiceKey = (uuid: string) => `heloc.application.${uuid}.offer-choice`;

function readStored(key: string): Partial<OfferChoiceState> | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
    return value && typeof value === 'object' ? (value as Partial<OfferChoiceState>) : null;
  } catch {
    return null;
  }
}

/** The history state of an entry the page added for a view (the confirm view, the second part). */
const VIEW_ENTRY = { offerView: true };

/**
 * The borrower's choice on product/select, kept in the URL query (`?term=&draw=&confirm=1`) and in session storage,
 * so a reload shows the same offer, draw and view. `preview` changes it on screen only (while the slider moves);
 * `keep` also writes it to the query and the storage, as a new history entry when the view changes (browser Back
 * from the confirm view returns to the choice, Forward to the confirm view); `back` leaves a view the way browser Back
 * does; `forget` clears the storage once the choice is saved.
 */
export function useOfferChoice(application: Application, offers: ApplicationOffer[]) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const key = offerChoiceKey(application.uuid);
  const [choice, setChoice] = useState<OfferChoiceState | null>(() => initialChoice(offers, params, readStored(key), application));
  const store = (next: OfferChoiceState) => {
    try {
      sessionStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the query still holds the choice.
    }
  };
  const keep = (next: OfferChoiceState) => {
    setChoice(next);
    store(next);
    const newView = choice !== null && !sameView(choice, next);
    setParams(choiceQuery(next, params), newView ? { state: VIEW_ENTRY } : { replace: true, state: location.state });
  };
  // Browser Back or Forward changed the view in the query: the page follows it (and remembers it for a reload).
  const search = params.toString();
  const seen = useRef(search);
  useEffect(() => {
    if (seen.current === search) return;
    seen.current = search;
    const view = queryView(params);
    setChoice((c) => {
      if (!c || sameView(c, view)) return c;
      const next = { ...c, ...view };
      store(next);
      return next;
    });
    // Only the query's change matters; `params` and `store` follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  /** Leaves a view: browser Back when the page added its entry, else the view changes in place. */
  const back = (previous: OfferChoiceState) => {
    if ((location.state as typeof VIEW_ENTRY | null)?.offerView) void navigate(-1);
    else keep(previous);
  };
  const forget = () => sessionStorage.removeItem(key);
  return { choice, preview: setChoice, keep, back, forget };
}
