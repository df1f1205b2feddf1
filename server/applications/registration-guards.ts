import { API_ERROR_CODES, createCopy, firstRefusal, stateNameOf, type Brand, type RuleContext } from '../../engine/core';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/api-error';

/**
 * Refuses a create-HELOC call the registration page would not have let through: the registration flow's runtime
 * (engine/core firstRefusal) over the guards of the steps the call carries — blocks, and modals that leave no way on
 * (Hawaii for a referral brand, the New York redirect); confirmations (disaster zip, low income) pass. The words are
 * the guard's copy in the brand, `{state}` being the property state's name. Throws ApiError(400, [{message, field?}])
 * coded GUARD_BLOCKED, which keeps the borrower on the registration page.
 */
export function refuseOnRegistrationGuards(
  ctx: Pick<AppContext, 'data' | 'fixtures'>, brand: Brand, context: RuleContext, stepIds: string[],
): void {
  const refusal = firstRefusal(ctx.data.flows.registration, ctx.data.steps, stepIds, context);
  if (!refusal) return;
  const code = (context.answers.propertyAddress as { state?: string } | undefined)?.state ?? '';
  const message = refusal.messageKey
    ? createCopy(brand)(refusal.messageKey, { state: stateNameOf(code, ctx.data.constants.usStateFacts) })
    : ctx.fixtures.messages.badRequest;
  throw new ApiError(400, [refusal.field ? { message, field: refusal.field } : { message }], API_ERROR_CODES.GUARD_BLOCKED);
}
