import { closesAtOffice, notaryTimeZone, type NotaryRules } from './notary-rules';
import { notarySlots } from './notary-slots';

/** The two ways to notarise. */
export type NotaryKind = 'ELECTRONIC' | 'MANUAL';

/** What the notary pages offer an application: GET …/notary (docs/application-lifecycle.md §3). */
export interface NotaryOffer {
  timeZone: string;
  /** Texas: the closing happens at an office, not before `earliestDate`. */
  officeClosing: boolean;
  /** The first local date a session may be on (the Texas 12-day date), else null. */
  earliestDate: string | null;
  electronic: { offered: boolean; slots: string[] };
  manual: { offered: boolean; slots: string[]; fee: number };
}

/** What decides the offer besides the rules. */
export interface NotaryOfferInput {
  state: string | null | undefined;
  now: Date;
  /** The Texas 12-day date (engine `texasEarliestClosingDate`), passed only for an office-closing state. */
  texasEarliestDate?: string | null;
  /** False when the property's county does not accept remote online notarisation (a sandbox persona). */
  remoteNotaryAccepted: boolean;
}

/**
 * The sessions an application may book: electronic ones unless the state closes at an office (Texas) or the county
 * refuses remote notarisation; manual ones always, with their fee; in an office-closing state none before the 12-day
 * date. Pure.
 */
export function notaryOffer(rules: NotaryRules, input: NotaryOfferInput): NotaryOffer {
  const timeZone = notaryTimeZone(rules, input.state);
  const officeClosing = closesAtOffice(rules, input.state);
  const earliestDate = officeClosing ? input.texasEarliestDate ?? null : null;
  const window = { now: input.now, timeZone, notBefore: earliestDate };
  const electronicOffered = !officeClosing && input.remoteNotaryAccepted;
  return {
    timeZone, officeClosing, earliestDate,
    electronic: { offered: electronicOffered, slots: electronicOffered ? notarySlots(rules.electronic, window) : [] },
    manual: { offered: true, slots: notarySlots(rules.manual, window), fee: rules.manual.fee ?? 0 },
  };
}
