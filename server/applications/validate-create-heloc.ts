import {
  activeSteps, answersFromCreateHelocBody, createRuleContext,
  type Answers, type Brand, type CreateHelocBody, type RuleContext,
} from '../../engine/core';
import type { AppContext } from '../app-context';
import { flagsForBrand, toSwitches } from '../flags/flags-for-brand';
import { apiError, ApiError } from '../http/api-error';
import { validateSteps } from '../validation/validate-steps';
import { findOriginator, waitlistFor } from './eligibility-lists';
import { refuseOnRegistrationGuards } from './registration-guards';

/** Registration steps whose answers the create-HELOC body carries (contact and password go to the identity service). */
const APPLICATION_STEPS = ['property-address', 'home-address', 'for-sale', 'annual-income', 'legal-name', 'birthdate'];

/** The rule context for a create-HELOC body: the brand, constants, flags, waitlists, referrer and today. Pure. */
export function applicationRuleContext(ctx: Pick<AppContext, 'data' | 'fixtures' | 'today'>, brand: Brand, answers: Answers, body: Partial<CreateHelocBody>): RuleContext {
  const flags = flagsForBrand(ctx.data.flags, brand.id);
  const referrer = findOriginator(ctx.fixtures, body.referrerId);
  return createRuleContext({
    answers, brand, constants: ctx.data.constants, today: ctx.today(),
    flags: toSwitches(flags.flags), experiments: toSwitches(flags.experiments),
    lists: waitlistFor(ctx.fixtures, brand.orgCode),
    referrer: referrer ? { licensedStates: referrer.licensedStates, enforceLicensedStatesForReferral: referrer.enforceLicensedStatesForReferral } : null,
  });
}

/**
 * Validates a create-HELOC body the way the browser validated the registration: the application steps' precompiled
 * validators and checks (home-address only when the borrower does not live at the property), the state query, and the
 * steps' guards as the page runs them (refuseOnRegistrationGuards). Returns the answers; throws ApiError(400).
 */
export function validateCreateHeloc(ctx: Pick<AppContext, 'data' | 'fixtures' | 'validators' | 'today'>, brand: Brand, body: Partial<CreateHelocBody>, stateQuery?: string): Answers {
  const answers = answersFromCreateHelocBody(body);
  const context = applicationRuleContext(ctx, brand, answers, body);
  const flow = ctx.data.flows.registration;
  const stepIds = activeSteps(flow, context).map((s) => s.id).filter((id) => APPLICATION_STEPS.includes(id));
  const errors = validateSteps(ctx, stepIds, context, brand);
  if (errors.length) throw new ApiError(400, errors);
  const state = (answers.propertyAddress as { state: string }).state;
  if (stateQuery && stateQuery.trim().toUpperCase() !== state) throw apiError(400, ctx.fixtures.messages.stateMismatch);
  refuseOnRegistrationGuards(ctx, brand, context, stepIds);
  return answers;
}
