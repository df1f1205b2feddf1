import {
  isBookableNotarySlot, notaryOffer, texasEarliestClosingDate, type ClosingConstants, type Copy, type NotaryAnswer, type NotaryKind, type NotaryOffer,
} from '../../engine/core';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/api-error';
import { parseNotaryBooking, type NotaryBooking } from '../notary/notary-booking';
import type { ApplicationRow } from '../repositories/applications';
import { findDisclosureList } from '../repositories/disclosures';
import { stageLater, type JobChanges } from '../sandbox/job-changes';
import { advanceApplication } from './advance-application';
import { requireStatus } from './owned-application';
import { sandboxOf } from './sandbox-context';


const closingOf = (ctx: AppContext) => (ctx.data.constants as { closing: ClosingConstants }).closing;

/**
 * The Texas 12-day date of an application: 12 days after the later of the day it was made and the day the notice was
 * given (the summary disclosures signed, where they were; else the application day).
 */
async function texasDate(ctx: AppContext, row: ApplicationRow): Promise<string> {
  const summary = await findDisclosureList(ctx.db, row.uuid);
  const appliedOn = row.created_at.slice(0, 10);
  return texasEarliestClosingDate(closingOf(ctx), appliedOn, summary?.signed_at?.slice(0, 10) ?? appliedOn);
}

/** Whether the persona's county accepts remote online notarisation (server/fixtures/personas.json `remoteNotary`). */
const remoteNotaryAccepted = (ctx: AppContext, row: ApplicationRow) =>
  ctx.fixtures.personas.byLastName.find((p) => p.lastName.toLowerCase() === row.persona)?.remoteNotary !== false;

/** The sessions an application is offered now (engine `notaryOffer` over flows/application/notary.json). */
async function offerFor(ctx: AppContext, row: ApplicationRow, now: Date): Promise<NotaryOffer> {
  const state = sandboxOf(ctx, row).property.state;
  return notaryOffer(ctx.data.notary, { state, now, remoteNotaryAccepted: remoteNotaryAccepted(ctx, row), texasEarliestDate: await texasDate(ctx, row) });
}

/** GET B/notary: the offer (time zone, electronic and manual slots, fee, the Texas date) and the booking. */
export async function notaryAnswer(ctx: AppContext, row: ApplicationRow): Promise<NotaryAnswer> {
  const offer = await offerFor(ctx, row, new Date());
  return { status: row.checklist_status, booking: parseNotaryBooking(row.notary_booking), pollMs: ctx.data.notary.sessionPollMs, ...offer };
}

/** The booking a start time makes, once the server has re-checked it against the same slots the page showed (400/409 otherwise). */
async function checkedBooking(ctx: AppContext, row: ApplicationRow, kind: NotaryKind, startsAt: unknown, copy: Copy): Promise<NotaryBooking> {
  requireStatus(ctx, row, ['NOTARY_SCHEDULING']);
  const now = new Date();
  const offer = await offerFor(ctx, row, now);
  const offered = kind === 'ELECTRONIC' ? offer.electronic.offered : offer.manual.offered;
  if (!offered) throw new ApiError(409, [{ message: copy('notary.error.electronicNotOffered'), code: 'NOTARY_KIND_NOT_OFFERED' }]);
  const rules = kind === 'ELECTRONIC' ? ctx.data.notary.electronic : ctx.data.notary.manual;
  const window = { now, timeZone: offer.timeZone, notBefore: offer.earliestDate };
  if (typeof startsAt !== 'string' || !isBookableNotarySlot(rules, window, startsAt)) {
    throw new ApiError(400, [{ message: copy('notary.error.slotUnavailable'), field: 'startsAt', code: 'NOTARY_SLOT_UNAVAILABLE' }]);
  }
  return {
    kind, startsAt: new Date(startsAt).toISOString(), timeZone: offer.timeZone, fee: kind === 'MANUAL' ? offer.manual.fee : 0,
    state: 'BOOKED', bookedAt: now.toISOString(), failureReason: null,
  };
}

/** When a job for a booked time is due: at that time, but never sooner than the sandbox's usual delay. */
const dueAt = (ctx: AppContext, at: number) => new Date(Math.max(at, Date.now() + ctx.sandboxDelayMs));

/**
 * The electronic session as the sandbox notary runs it, from its start: the session opens (NOTARY_SESSION, waiting
 * for the notary), the notary joins, then (after the stage's `delayMs`, the signing itself) the persona's `afterNotarySession` — the deed signed (GEN_RESCISSION with the
 * notary sub-fields and `deedSignedAt`), or (`notaryFailure`) a failed session back at NOTARY_SCHEDULING.
 */
function electronicSession(ctx: AppContext, row: ApplicationRow): { status: string; changes: JobChanges } {
  const stage = sandboxOf(ctx, row).persona.stages.afterNotarySession;
  const outcome = stageLater(stage);
  const ending: JobChanges = stage.notaryFailure
    ? { ...outcome.changes, notaryBooking: { state: 'FAILED', failureReason: stage.notaryFailure } }
    : { ...outcome.changes, notaryBooking: { state: 'SIGNED' }, deedSigned: true };
  return {
    status: 'NOTARY_SESSION',
    changes: {
      notaryBooking: { state: 'WAITING_FOR_NOTARY' },
      then: {
        status: 'NOTARY_SESSION',
        changes: { notaryBooking: { state: 'NOTARY_JOINED' }, then: { status: outcome.status, changes: ending, ...(stage.delayMs !== undefined ? { delayMs: stage.delayMs } : {}) } },
      },
    },
  };
}

/**
 * POST B/notary/session `{ startsAt }` (notary/intro): books an electronic (remote online) session at one of the
 * offered slots → NOTARY_SCHEDULED; from the booked time the sandbox runs the session (`electronicSession`). 409 when
 * not at NOTARY_SCHEDULING or electronic sessions are not offered (Texas, a county that refuses them); 400
 * NOTARY_SLOT_UNAVAILABLE for a start time that is not a slot.
 */
export async function bookNotarySession(ctx: AppContext, row: ApplicationRow, startsAt: unknown, copy: Copy): Promise<ApplicationRow> {
  const booking = await checkedBooking(ctx, row, 'ELECTRONIC', startsAt, copy);
  return advanceApplication(ctx, row, {
    status: 'NOTARY_SCHEDULED', statusFields: { manualNotary: false },
    patch: { notary_booking: JSON.stringify(booking) },
    later: { ...electronicSession(ctx, row), dueAt: dueAt(ctx, Date.parse(booking.startsAt)) },
  });
}

/**
 * POST B/notary/manual `{ startsAt }` (notary/schedule-manual): reserves a manual (in-person) notary at one of the
 * offered slots, with its fee → MANUAL_DEED_SIGNING (`manualNotary`, `requestedManualNotaryTime`); after the slot the
 * sandbox receives the deed: the persona's `afterManualNotary` (GEN_RESCISSION, manualDeedSigningComplete, deedSignedAt).
 */
export async function reserveManualNotary(ctx: AppContext, row: ApplicationRow, startsAt: unknown, copy: Copy): Promise<ApplicationRow> {
  const booking = await checkedBooking(ctx, row, 'MANUAL', startsAt, copy);
  const outcome = stageLater(sandboxOf(ctx, row).persona.stages.afterManualNotary);
  const ends = Date.parse(booking.startsAt) + ctx.data.notary.manual.sessionMinutes * 60_000;
  return advanceApplication(ctx, row, {
    status: 'MANUAL_DEED_SIGNING', statusFields: { manualNotary: true },
    patch: { notary_booking: JSON.stringify(booking) },
    later: { status: outcome.status, changes: { ...outcome.changes, notaryBooking: { state: 'SIGNED' }, deedSigned: true }, dueAt: dueAt(ctx, ends) },
  });
}

/**
 * POST B/notary/reschedule (notary/error): after a failed session the borrower books another; the failed booking is
 * set aside (CANCELLED) and notary/intro offers the slots again. 409 unless the last session failed.
 */
export async function rescheduleNotary(ctx: AppContext, row: ApplicationRow): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['NOTARY_SCHEDULING']);
  const booking = parseNotaryBooking(row.notary_booking);
  if (booking?.state !== 'FAILED') throw new ApiError(409, [{ message: ctx.fixtures.messages.badRequest }]);
  return advanceApplication(ctx, row, { status: 'NOTARY_SCHEDULING', patch: { notary_booking: JSON.stringify({ ...booking, state: 'CANCELLED' }) } });
}
