import { API_ERROR_CODES, createCopy, createRuleContext, type Brand } from '../../engine/core';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/api-error';
import { findCoSignerDocument, reclassifyCoSignerDocument, saveCoSignerIdentity } from '../repositories/co-signer-documents';
import { validateSteps } from '../validation/validate-steps';
import type { ActiveSigner } from './active-signer';
import { answerIdOutcome, signerIdOutcome } from './signer-id-check';

/** The identity step's answers as the server has checked them (flows/application/steps/identity.step.json). */
interface IdentityAnswers {
  idType: string;
  front: { uuid: string };
  back?: { uuid: string };
}

/** The signer's stored ID answers, or null before they sent them. Pure. */
export const signerIdentityAnswers = (signer: { identity_answers: string | null }): Record<string, unknown> | null =>
  (signer.identity_answers ? JSON.parse(signer.identity_answers) as Record<string, unknown> : null);

/** The answer of POST heloc-signer/identity: the answers kept, the ID check's outcome and, unless VERIFIED, what the signer reads. */
export interface SignerIdentityAnswer {
  answers: Record<string, unknown>;
  idVerification: string;
  message: string | null;
}

/**
 * POST heloc-signer/identity: the borrower's `identity` step (same rules, under the brand's flags), each side one of
 * the signer's own uploads (400 VALIDATION_FAILED on the field otherwise); the sides take the chosen ID type (e.g.
 * PASSPORT_FRONT) and the answers are kept against the signer with the sandbox's check of the ID (signer-id-check.ts:
 * VERIFIED goes on; FAILED_VERIFICATION answers 400 on the front, to send it again; PENDING_REVIEW raises an identity
 * condition for the signer, answered on their conditions pages when `signerConditions`, else reviewed by staff). Only
 * before signing (409 once SIGNED).
 */
export async function submitSignerIdentity(
  ctx: AppContext, active: ActiveSigner, answers: Record<string, unknown>, brand: Brand, flags: Record<string, boolean>, signerConditions: boolean,
): Promise<SignerIdentityAnswer> {
  const copy = createCopy(brand);
  if (active.signer.status !== 'INVITED') throw new ApiError(409, [{ message: copy('signer.refused.signed'), code: API_ERROR_CODES.CONFLICT }]);
  const context = createRuleContext({ answers, brand, flags, constants: ctx.data.constants, today: ctx.today() });
  const errors = validateSteps(ctx, ['identity'], context, brand);
  if (errors.length) throw new ApiError(400, errors);
  const { idType, front, back } = answers as unknown as IdentityAnswers;
  for (const [field, side] of [['front', front], ['back', back]] as const) {
    if (side && !(await findCoSignerDocument(ctx.db, active.signer.uuid, side.uuid))) {
      throw new ApiError(400, [{ message: copy(`identity.${field}.required`), field, code: API_ERROR_CODES.VALIDATION_FAILED }]);
    }
  }
  const kept = { idType, front, ...(back ? { back } : {}) };
  const outcome = signerIdOutcome(ctx, active.signer);
  await ctx.db.transaction().execute(async (trx) => {
    await reclassifyCoSignerDocument(trx, active.signer.uuid, front.uuid, `${idType}_FRONT`);
    if (back) await reclassifyCoSignerDocument(trx, active.signer.uuid, back.uuid, `${idType}_BACK`);
    await saveCoSignerIdentity(trx, active.signer.uuid, kept, outcome);
  });
  return { answers: kept, idVerification: outcome, message: await answerIdOutcome(ctx, active, outcome, brand, signerConditions) };
}
