import {
  API_ERROR_CODES, activeSteps, additionalAnswerKeys, answersFromCreateHelocBody, flowStepAnswerKeys, createRuleContext,
  type Answers, type Brand, type CreateHelocBody, type RuleContext,
} from '../../engine/core';
import type { AppContext } from '../app-context';
import { flagsForBrand, toSwitches } from '../flags/flags-for-brand';
import { apiError, ApiError } from '../http/api-error';
import { validateSteps } from '../validation/validate-steps';
import { findOriginator, waitlistFor } from './eligibility-lists';
import { refuseOnRegistrationGuards } from './registration-guards';

/**
 * The answers a create-HELOC body carries, read back with the declared mapping (flows/registration/create-heloc-body.json):
 * its named parts and the other steps' answers in `additionalAnswers`. Pure.
 */
export function createHelocAnswers(data: Pick<AppContext['data'], 'createHelocBody' | 'flows' | 'steps'>, body: Partial<CreateHelocBody>): Answers {
  const mapping = data.createHelocBody;
  return answersFromCreateHelocBody(body, mapping, flowStepAnswerKeys(data.flows[mapping.flow], data.steps));
}

/** The steps of the mapping's flow whose answers the body carries: every step but the identity-only ones (contact, password). Pure. */
function bodyStepIds(data: Pick<AppContext['data'], 'createHelocBody' | 'flows'>, context: RuleContext): string[] {
  const mapping = data.createHelocBody;
  return activeSteps(data.flows[mapping.flow], context).map((s) => s.id).filter((id) => !mapping.identityOnlySteps.includes(id));
}

/** Leaves out the additional answers of steps that do not apply (skipped), so they are neither checked nor stored. Mutates `answers`. */
function dropSkippedAnswers(data: Pick<AppContext['data'], 'createHelocBody' | 'flows' | 'steps'>, answers: Answers, stepIds: string[]): void {
  const mapping = data.createHelocBody;
  const keys = flowStepAnswerKeys(data.flows[mapping.flow], data.steps);
  const applying = new Set(additionalAnswerKeys(mapping, Object.fromEntries(Object.entries(keys).filter(([id]) => stepIds.includes(id)))));
  for (const key of additionalAnswerKeys(mapping, keys)) if (!applying.has(key)) delete answers[key];
}

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
  const answers = createHelocAnswers(ctx.data, body);
  const context = applicationRuleContext(ctx, brand, answers, body);
  const stepIds = bodyStepIds(ctx.data, context);
  dropSkippedAnswers(ctx.data, answers, stepIds);
  const errors = validateSteps(ctx, stepIds, context, brand);
  if (errors.length) throw new ApiError(400, errors);
  const state = (answers.propertyAddress as { state: string }).state;
  if (stateQuery && stateQuery.trim().toUpperCase() !== state) throw apiError(400, ctx.fixtures.messages.stateMismatch, API_ERROR_CODES.STATE_MISMATCH);
  refuseOnRegistrationGuards(ctx, brand, context, stepIds);
  return answers;
}
