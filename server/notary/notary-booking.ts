import type { NotaryBooking } from '../../engine/core';

export type { NotaryBooking, NotaryBookingState } from '../../engine/core';

/** The stored booking, or null (none yet, or unreadable). Pure. */
export function parseNotaryBooking(json: string | null | undefined): NotaryBooking | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as NotaryBooking;
  } catch {
    return null;
  }
}
