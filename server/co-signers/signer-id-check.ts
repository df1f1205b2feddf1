import { API_ERROR_CODES, createCopy, type Brand } from '../../engine/core';
import type { AppContext } from '../app-context';
import { raiseCondition } from '../conditions/condition-service';
import { ApiError } from '../http/api-error';
import { listConditions } from '../repositories/conditions';
import type { CoSignerRow } from '../repositories/co-signers';
import { personaFor } from '../sandbox/run-sandbox';
import type { ActiveSigner } from './active-signer';

/** The last word of a co-owner's name, the sandbox's persona key as the borrower's last name is. Pure. */
const lastNameOf = (name: string) => name.trim().split(/\s+/).pop() ?? '';

/**
 * The sandbox's check of a signer's ID, as the borrower's (server/lifecycle/identity-call.ts): the persona of the
 * signer's last name, its `afterIdUpload` stage (`afterIdRetry` after a failed check), and that stage's
 * idVerification: VERIFIED, FAILED_VERIFICATION or PENDING_REVIEW (VERIFIED when the stage names none). Pure.
 */
export function signerIdOutcome(ctx: Pick<AppContext, 'fixtures'>, signer: Pick<CoSignerRow, 'name' | 'id_verification'>): string {
  const persona = personaFor(ctx.fixtures.personas, lastNameOf(signer.name));
  const stage = signer.id_verification === 'FAILED_VERIFICATION' ? persona.afterIdRetry : persona.afterIdUpload;
  return String(stage.statusFields?.idVerification ?? 'VERIFIED');
}

/**
 * Whether the signer's ID lets them go on to sign: VERIFIED, or PENDING_REVIEW once the identity condition raised for
 * them (server-rules.json coSigners.idOutcomes) is satisfied (none of it open).
 */
export async function signerIdAccepted(ctx: AppContext, { signer, application }: ActiveSigner): Promise<boolean> {
  if (signer.id_verification === 'VERIFIED') return true;
  const category = ctx.fixtures.serverRules.coSigners.idOutcomes[signer.id_verification ?? '']?.condition?.category;
  if (!category || !signer.identity_uuid) return false;
  const raised = (await listConditions(ctx.db, application.uuid)).filter((c) => c.signer_identity_uuid === signer.identity_uuid && c.category === category);
  return raised.length > 0 && raised.every((c) => c.status !== 'OPEN');
}

/**
 * What the signer gets for a checked ID (server-rules.json coSigners.idOutcomes): nothing more when VERIFIED; the
 * outcome's condition raised for them (once: not while one of that category is open) and its message to show; for an
 * outcome without a condition (FAILED_VERIFICATION) 400 VALIDATION_FAILED on the ID's front with its message, to send
 * it again. `signerConditions`: whether the signer has conditions pages (condition-access.ts signerConditionsFor);
 * without them the condition is raised all the same, for staff to review, and the message is the outcome's
 * `messageKeyWithoutConditions` (the team reviews the ID) rather than one pointing to pages they cannot open. No
 * e-mail either way: the signer reads the message on the page. Called after the outcome was stored.
 */
export async function answerIdOutcome(
  ctx: AppContext, { signer, application }: ActiveSigner, outcome: string, brand: Brand, signerConditions: boolean,
): Promise<string | null> {
  const rule = ctx.fixtures.serverRules.coSigners.idOutcomes[outcome];
  if (!rule) return null;
  const message = createCopy(brand)((!signerConditions && rule.messageKeyWithoutConditions) || rule.messageKey);
  if (!rule.condition) throw new ApiError(400, [{ message, field: 'front', code: API_ERROR_CODES.VALIDATION_FAILED }]);
  const open = (await listConditions(ctx.db, application.uuid))
    .some((c) => c.signer_identity_uuid === signer.identity_uuid && c.category === rule.condition!.category && c.status === 'OPEN');
  if (!open) await raiseCondition(ctx, { kind: 'SANDBOX_UNDERWRITER' }, { ...rule.condition, applicationUuid: application.uuid, signerIdentityUuid: signer.identity_uuid });
  return message;
}
