import type { FastifyRequest } from 'fastify';
import type { FormPage, LENDER_ACTIONS } from '../../engine/core';
import type { AppContext } from '../app-context';
import { identityOf } from '../http/require-identity';
import { saveContact, saveHmdaAnswers, type ContactAnswers } from '../lifecycle/contact-and-hmda-calls';
import { liensOf, saveLiens } from '../lifecycle/liens-call';
import { saveBorrowerProfile, type ProfileAnswers } from '../lifecycle/profile-call';
import { storeAnswers } from '../lifecycle/store-answers-call';
import type { ApplicationRow } from '../repositories/applications';

/** One lender action: what the lender does with a form page's valid answers (only the step's own fields). */
export type LenderAction = (ctx: AppContext, row: ApplicationRow, request: FastifyRequest, answers: Record<string, unknown>, page: FormPage) => Promise<ApplicationRow>;

/**
 * The lender actions a form page's call may name (engine/core LENDER_ACTIONS lists the same names for the data
 * check): the four of the application's first forms, and `store-answers` for a page whose answers are only kept.
 */
export const LENDER_ACTION_HANDLERS: Record<(typeof LENDER_ACTIONS)[number], LenderAction> = {
  'save-liens': (ctx, row, _request, answers) => saveLiens(ctx, row, liensOf(answers, ctx.fixtures.messages.badRequest)),
  'save-profile': (ctx, row, request, answers) => saveBorrowerProfile(ctx, row, identityOf(request), answers as unknown as ProfileAnswers),
  'save-contact': (ctx, row, _request, answers) => saveContact(ctx, row, answers as unknown as ContactAnswers),
  'save-hmda': (ctx, row, _request, answers) => saveHmdaAnswers(ctx, row, answers),
  'store-answers': (ctx, row, _request, answers, page) => storeAnswers(ctx, row, {
    stepId: page.step, acceptStatuses: page.call.acceptStatuses ?? [], nextStatus: page.call.nextStatus ?? row.checklist_status,
  }, answers),
};
