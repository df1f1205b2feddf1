import { API_ERROR_CODES, buildCreateHelocBody, STAY_ON_PAGE_CODES, type Answers, type ModalValues } from '../../engine/core';
import { ApiError } from '../api/api-error';
import { storedToken } from '../api/client';
import { getTrackerUuid } from '../telemetry/tracker';
import { createHelocMapping, registrationStepAnswerKeys } from './create-heloc-mapping';
import { registrationFlow } from './registration-flow';
import {
  createHeloc, fetchAbilityToStart, fetchConsentTypes, fetchIdentity, registerIdentity, saveProfileName, type Application,
} from '../api/registration-api';

/** How a registration submit ended. */
export type SubmitOutcome =
  | { kind: 'created'; application: Application }
  | { kind: 'modal'; modal: string; values?: ModalValues }
  | { kind: 'stay'; message: string }
  | { kind: 'leave'; to: string; message: string }
  /** The account has not confirmed its e-mail: the page shows "Confirm your e-mail", then submits again. */
  | { kind: 'verify-email' };

export interface SubmitInput {
  answers: Answers;
  orgCode: string;
  experiments: Record<string, boolean>;
  query: Record<string, string>;
  missingFieldsMessage: string;
  /** The flow's verify-ability reason → modal table. */
  abilityModals: Record<string, string>;
  /** The newer auth mode (flag fe-heloc-auth-v2) is on. */
  authV2: boolean;
  /** Where to come back to after signing in. */
  returnPath: string;
}

/**
 * Registration submit (registration §7, §8): identity registration unless signed in (a 401 opens 'Account Already
 * Exists', by the code ACCOUNT_EXISTS), identity check (an unconfirmed e-mail: the code screen first), ability to start (modals; the name is saved), then application
 * creation. A refusal coded GUARD_BLOCKED or STATE_NOT_OFFERED keeps the borrower on the page; any other error sends
 * them to the dashboard.
 */
export async function submitRegistration(input: SubmitInput): Promise<SubmitOutcome> {
  const { answers } = input;
  const name = (answers.name ?? {}) as { firstName: string; lastName: string; suffix?: string };
  if (!storedToken()) {
    const { email, phoneNumber, password } = answers as Record<string, string>;
    // With the newer auth mode the contact and password steps are skipped: the borrower signs in first.
    if (input.authV2) return { kind: 'leave', to: `/auth/login?redirectUrl=${encodeURIComponent(input.returnPath)}`, message: '' };
    if (!email || !phoneNumber || !password) return { kind: 'stay', message: input.missingFieldsMessage };
    try {
      await registerIdentity(input.orgCode, { email, password, phoneNumber });
    } catch (error) {
      if (error instanceof ApiError && error.hasCode(API_ERROR_CODES.ACCOUNT_EXISTS)) return { kind: 'modal', modal: 'account-exists' };
      return { kind: 'stay', message: (error as Error).message };
    }
  }
  try {
    const identity = await fetchIdentity();
    if (identity.emailVerified === false) return { kind: 'verify-email' };
    const ability = await fetchAbilityToStart();
    if (!ability.canStartApplication) {
      await saveProfileName({ firstName: name.firstName, lastName: name.lastName, suffix: name.suffix || undefined }).catch(() => undefined);
      const lo = ability.loanOfficer;
      return { kind: 'modal', modal: input.abilityModals[ability.reason ?? '*'] ?? input.abilityModals['*'], values: { loPhone: lo?.phoneNumber, loEmail: lo?.email } };
    }
    const consentTypes = await fetchConsentTypes().catch(() => []);
    const consentVersions = Object.fromEntries(consentTypes.map((c) => [c.type, c.version]));
    const extras = { consentVersions, experiments: input.experiments, query: input.query, trackerId: getTrackerUuid() ?? undefined };
    const body = buildCreateHelocBody(answers, extras, createHelocMapping, await registrationStepAnswerKeys(registrationFlow));
    const application = await createHeloc(String(body.propertyRequest.state), body);
    return { kind: 'created', application };
  } catch (error) {
    const message = (error as Error).message;
    // A registration guard's refusal (a state not offered, a referrer not licensed there, …): the borrower can change the answer.
    if (error instanceof ApiError && error.hasCode(...STAY_ON_PAGE_CODES)) return { kind: 'stay', message };
    return { kind: 'leave', to: '/account/heloc/dashboard', message };
  }
}
