import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApplicationOffer } from '../../api/application-api';
import type { Application } from '../../api/registration-api';
import { choiceQuery, initialChoice, type OfferChoiceState } from './offer-choice';

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

/**
 * The borrower's choice on product/select, kept in the URL query (`?term=&draw=&confirm=1`) and in session storage,
 * so a reload shows the same offer, draw and view. `preview` changes it on screen only (while the slider moves);
 * `keep` also writes it to the query and the storage; `forget` clears the storage once the choice is saved.
 */
export function useOfferChoice(application: Application, offers: ApplicationOffer[]) {
  const [params, setParams] = useSearchParams();
  const key = offerChoiceKey(application.uuid);
  const [choice, setChoice] = useState<OfferChoiceState | null>(() => initialChoice(offers, params, readStored(key), application));
  const keep = (next: OfferChoiceState) => {
    setChoice(next);
    try {
      sessionStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the query still holds the choice.
    }
    setParams(choiceQuery(next, params), { replace: true });
  };
  const forget = () => sessionStorage.removeItem(key);
  return { choice, preview: setChoice, keep, forget };
}
