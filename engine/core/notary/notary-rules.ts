import type { Weekday } from '../time/closing-dates';

/** How sessions of one kind (electronic or manual notary) are offered: flows/application/notary.json `electronic` / `manual`. */
export interface NotarySessionRules {
  /** Length of a session and the step between two slots, in minutes. */
  sessionMinutes: number;
  /** Local opening and closing time in the property's zone, "HH:MM" (a session ends by the closing time). */
  opensAt: string;
  closesAt: string;
  /** The weekdays sessions are held. */
  weekdays: Weekday[];
  /** How many calendar days ahead (from today in the property's zone) slots are offered. */
  daysAhead: number;
  /** How long before a slot it must be booked, in minutes. */
  leadMinutes: number;
  /** The sandbox offers a first slot that starts now (so a session can be tried at once); the server accepts it for `nowSlotGraceMinutes`. */
  nowSlot?: boolean;
  nowSlotGraceMinutes?: number;
  /** The fee the borrower pays (manual notarization), in dollars. */
  fee?: number;
}

/** flows/application/notary.json: the two ways to notarise the deed and where each is offered. */
export interface NotaryRules {
  electronic: NotarySessionRules;
  manual: NotarySessionRules;
  /** States where a home-equity closing happens only at a lender, attorney or title-company office (no home electronic session), and waits the 12 days (Texas). */
  officeClosingStates: string[];
  /** The IANA time zone of each state's slots (where a state spans zones, the zone most of it keeps). */
  timeZones: Record<string, string>;
  /** The zone of a state not listed. */
  defaultTimeZone: string;
  /** How often a page showing a session in progress asks again, in ms. */
  sessionPollMs: number;
}

/** The time zone slots of a property in `state` are shown and booked in. Pure. */
export const notaryTimeZone = (rules: NotaryRules, state: string | null | undefined): string =>
  rules.timeZones[(state ?? '').toUpperCase()] ?? rules.defaultTimeZone;

/** Whether the property's state closes only at an office (Texas): manual notary only, not before the 12-day date. Pure. */
export const closesAtOffice = (rules: NotaryRules, state: string | null | undefined): boolean =>
  rules.officeClosingStates.includes((state ?? '').toUpperCase());
