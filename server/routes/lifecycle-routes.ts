import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { identityOf } from '../http/require-identity';
import { saveContact, saveHmdaAnswers, type ContactAnswers } from '../lifecycle/contact-and-hmda-calls';
import { liensOf, saveLiens } from '../lifecycle/liens-call';
import { saveBorrowerProfile, type ProfileAnswers } from '../lifecycle/profile-call';
import { lienView, listLiens } from '../repositories/liens';
import { CONTACT_FALLBACK, HMDA_FALLBACK, LIENS_FALLBACK, OWNERSHIP_AND_SSN_FALLBACK } from '../validation/application-step-schemas';
import { stepBodyCheck, type StepBodyCheck } from '../validation/step-body';
import { answerOf, B, ownedOf, pick, stepAnswers, ownerGuards, type UuidParams } from './lifecycle-route-kit';

/** The step checks of the form calls; which path is active (step validator or fallback schema) is decided at start. */
export function formStepChecks(ctx: AppContext): Record<'liens' | 'profile' | 'contact' | 'hmda', StepBodyCheck> {
  return {
    liens: stepBodyCheck(ctx, 'liens', LIENS_FALLBACK),
    profile: stepBodyCheck(ctx, 'ownership-and-ssn', OWNERSHIP_AND_SSN_FALLBACK),
    contact: stepBodyCheck(ctx, 'contact', CONTACT_FALLBACK),
    hmda: stepBodyCheck(ctx, 'hmda', HMDA_FALLBACK),
  };
}

const fieldsOf = (ctx: AppContext, check: StepBodyCheck, fallback: { properties: object }) =>
  Object.keys(check.source === 'step' ? ctx.data.steps[check.stepId].schema.properties : fallback.properties);

/**
 * The reads of one application and its form calls (contract §3): borrower-status, co-deed-status, liens, and the
 * answers of the liens, ownership-and-ssn, contact and hmda steps, each checked with that step's validator.
 */
export function lifecycleRoutes(ctx: AppContext) {
  const guards = ownerGuards(ctx);
  const checks = formStepChecks(ctx);
  const hmdaFields = fieldsOf(ctx, checks.hmda, HMDA_FALLBACK);
  const contactFields = fieldsOf(ctx, checks.contact, CONTACT_FALLBACK);
  const withBody = (check: StepBodyCheck) => ({ preValidation: guards, schema: { body: check.bodySchema } });

  return async (app: FastifyInstance) => {
    // The status the client polls, at the spec's path (platform §7: krang-heloc borrower secure api v1 {uuid}/status)
    // and beside the other calls of the application.
    const borrowerStatus = async (request: Parameters<typeof ownedOf>[1]) => {
      const row = await ownedOf(ctx, request);
      return { uuid: row.uuid, status: row.checklist_status, updatedAt: row.updated_at };
    };
    app.get<UuidParams>('/krang-heloc/borrower/secure/api/v1/:uuid/status', { preValidation: guards }, borrowerStatus);
    app.get<UuidParams>(`${B}/borrower-status`, { preValidation: guards }, borrowerStatus);

    app.get<UuidParams>(`${B}/co-deed-status`, { preValidation: guards }, async (request) => {
      return { coDeedStatus: (await ownedOf(ctx, request)).co_deed_status };
    });

    app.get<UuidParams>(`${B}/liens`, { preValidation: guards }, async (request) => {
      const row = await ownedOf(ctx, request);
      return { liens: (await listLiens(ctx.db, row.uuid)).map(lienView) };
    });

    app.put<UuidParams>(`${B}/liens`, withBody(checks.liens), async (request) => {
      const row = await ownedOf(ctx, request);
      const liens = liensOf(stepAnswers(ctx, request, checks.liens), ctx.fixtures.messages.badRequest);
      return answerOf(ctx, await saveLiens(ctx, row, liens));
    });

    app.put<UuidParams>(`${B}/profile`, withBody(checks.profile), async (request) => {
      const row = await ownedOf(ctx, request);
      const answers = stepAnswers(ctx, request, checks.profile) as unknown as ProfileAnswers;
      return answerOf(ctx, await saveBorrowerProfile(ctx, row, identityOf(request), answers));
    });

    app.put<UuidParams>(`${B}/contact`, withBody(checks.contact), async (request) => {
      const row = await ownedOf(ctx, request);
      const answers = pick(stepAnswers(ctx, request, checks.contact), contactFields) as unknown as ContactAnswers;
      return answerOf(ctx, await saveContact(ctx, row, answers));
    });

    app.put<UuidParams>(`${B}/hmda`, withBody(checks.hmda), async (request) => {
      const row = await ownedOf(ctx, request);
      return answerOf(ctx, await saveHmdaAnswers(ctx, row, pick(stepAnswers(ctx, request, checks.hmda), hmdaFields)));
    });
  };
}
