import type { AppContext } from '../app-context';
import type { PersonaStage } from '../data/fixture-types';
import type { ApplicationRow } from '../repositories/applications';
import { coDeedStatus } from './co-deed-status';
import { coDeedComplete } from './signer-signing';

/**
 * Where the note signing takes the application in the background: the persona's `afterNoteSigning` stage, unless
 * the must-sign rule (server-rules.json coSigners.mustSign over the ownership and the title) says a co-owner must
 * sign, the co-deed is not complete and that stage does not already wait for it; then server-rules.json
 * coSigners.requiredStage (CO_DEED_REQ, coDeedStatus PENDING), whatever the persona (a JOINT or TRUST borrower
 * whose title lists no other owner names the co-owner on signing/additional). Undefined: the status stays.
 */
export async function afterNoteSigningStage(ctx: AppContext, row: ApplicationRow, personaStage: PersonaStage | undefined): Promise<PersonaStage | undefined> {
  const required = ctx.fixtures.serverRules.coSigners.requiredStage;
  if (personaStage?.status === required.status) return personaStage;
  const status = await coDeedStatus(ctx, row);
  if (status.required === 0 || coDeedComplete(status)) return personaStage;
  return required;
}
