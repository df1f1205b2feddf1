import type { NotaryKind } from '../../engine/core';

/**
 * Where a booked notary session is: BOOKED (waiting for its time), WAITING_FOR_NOTARY (the electronic session is open,
 * the notary is joining), NOTARY_JOINED (the notary is in the session), SIGNED (the deed is notarised), FAILED (the
 * session could not be completed: `failureReason` says why), CANCELLED (the borrower chose to book another).
 */
export type NotaryBookingState = 'BOOKED' | 'WAITING_FOR_NOTARY' | 'NOTARY_JOINED' | 'SIGNED' | 'FAILED' | 'CANCELLED';

/** The notary session an application booked (applications.notary_booking; the answer's `notary`). */
export interface NotaryBooking {
  kind: NotaryKind;
  /** The session's start (ISO instant) and the zone it was offered in (the property's). */
  startsAt: string;
  timeZone: string;
  /** In dollars: the manual notarization fee, 0 for an electronic session. */
  fee: number;
  state: NotaryBookingState;
  bookedAt: string;
  /** A code of why a session failed (copy `notary.error.reason.<code>`), else null. */
  failureReason: string | null;
}

/** The stored booking, or null (none yet, or unreadable). Pure. */
export function parseNotaryBooking(json: string | null | undefined): NotaryBooking | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as NotaryBooking;
  } catch {
    return null;
  }
}
