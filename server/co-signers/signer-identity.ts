import { API_ERROR_CODES, createCopy, createRuleContext, type Brand } from '../../engine/core';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/api-error';
import { findCoSignerDocument, reclassifyCoSignerDocument, saveCoSignerIdentity } from '../repositories/co-signer-documents';
import { validateSteps } from '../validation/validate-steps';
import type { ActiveSigner } from './active-signer';

/** The identity step's answers as the server has checked them (flows/application/steps/identity.step.json). */
interface IdentityAnswers {
  idType: string;
  front: { uuid: string };
  back?: { uuid: string };
}

/** The signer's stored ID answers, or null before they sent them. Pure. */
export const signerIdentityAnswers = (signer: { identity_answers: string | null }): Record<string, unknown> | null =>
  (signer.identity_answers ? JSON.parse(signer.identity_answers) as Record<string, unknown> : null);

/**
 * POST heloc-signer/identity: the borrower's `identity` step (same rules, under the brand's flags), each side one of
 * the signer's own uploads (400 VALIDATION_FAILED on the field otherwise); the sides take the chosen ID type (e.g.
 * PASSPORT_FRONT) and the answers are kept against the signer. Only before signing (409 once SIGNED).
 */
export async function submitSignerIdentity(
  ctx: AppContext, active: ActiveSigner, answers: Record<string, unknown>, brand: Brand, flags: Record<string, boolean>,
): Promise<Record<string, unknown>> {
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
  await ctx.db.transaction().execute(async (trx) => {
    await reclassifyCoSignerDocument(trx, active.signer.uuid, front.uuid, `${idType}_FRONT`);
    if (back) await reclassifyCoSignerDocument(trx, active.signer.uuid, back.uuid, `${idType}_BACK`);
    await saveCoSignerIdentity(trx, active.signer.uuid, kept);
  });
  return kept;
}
