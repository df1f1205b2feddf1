import { randomUUID } from 'node:crypto';
import { additionalAnswers, flowStepAnswerKeys, type Brand, type CreateHelocBody } from '../../engine/core';
import type { AppContext } from '../app-context';
import { findProfile, updateProfile } from '../repositories/profiles';
import type { IdentityRow } from '../repositories/identities';
import { applicationAnswer } from '../lifecycle/application-answer';
import { runSandbox } from '../sandbox/run-sandbox';
import { recordRegistrationDecision } from '../decisions/issue-notice';
import { calcConstantsOf } from '../sandbox/sandbox-pricing';
import type { ProfileAddress } from '../views/profile-view';
import { raiseRegistrationConditions } from '../conditions/sandbox-conditions';
import { findApplication } from '../repositories/applications';
import { admitNewApplication } from './admit-new-application';
import { storeApplication } from './store-application';
import { validateCreateHeloc } from './validate-create-heloc';
import { trackerIdOf } from '../auth/tracker-id';

type Address = { street1: string; street2?: string; city: string; state: string; zip: string; occupancyType?: string };

/** Keeps well-formed consent requests only (a type, a version and a yes/no). Pure. */
function consentsOf(body: Partial<CreateHelocBody>) {
  return (Array.isArray(body.consentRequests) ? body.consentRequests : [])
    .filter((c) => c && typeof c.consentType === 'string')
    .map((c) => ({ consentType: c.consentType, version: String(c.version ?? '1'), optIn: c.optIn === true }));
}

/**
 * Creates a HELOC application: validates the body, runs the sandbox soft-credit and valuation providers, stores the
 * application with its consents and offers, and copies name, birth date and home address onto the profile.
 * Throws ApiError(400) for invalid input, and 409 CANNOT_START_APPLICATION when the borrower may not start one (an
 * active application, a HELOC within the wait: server/applications/admit-new-application.ts). Returns the application answer.
 */
export async function createApplication(ctx: AppContext, identity: IdentityRow, brand: Brand, body: Partial<CreateHelocBody>, stateQuery?: string) {
  const answers = validateCreateHeloc(ctx, brand, body, stateQuery);
  const property = answers.propertyAddress as Address;
  const home = (property.occupancyType === 'HOME' ? property : answers.homeAddress) as Address;
  const name = answers.name as { firstName: string; middleName?: string; lastName: string; suffix?: string };
  const dob = answers.dob as { day: number; month: number; year: number };
  const mapping = ctx.data.createHelocBody;
  const extra = additionalAnswers(mapping, answers, flowStepAnswerKeys(ctx.data.flows[mapping.flow], ctx.data.steps));
  const pricing = { brand, serverRules: ctx.fixtures.serverRules, constants: calcConstantsOf(ctx.data.constants) };
  const result = runSandbox({ pricing, personas: ctx.fixtures.personas, lastName: name.lastName, property });
  const row = await storeApplication(ctx.db, {
    identityUuid: identity.uuid, orgCode: identity.org_code, status: result.status, statusFields: result.statusFields, persona: result.persona,
    active: result.active, isInquiry: false,
    body, offers: result.offers, loanOfficerUuid: null, fundedAt: null, consents: consentsOf(body), additionalAnswers: extra,
    property: {
      street1: property.street1, street2: property.street2 ?? '', city: property.city, state: property.state, zip: property.zip,
      occupancyType: String(property.occupancyType), value: result.valuation.value, lienBalance: result.valuation.lienBalance,
      ...(result.hasAvm ? {} : { hasAvm: false }),
    },
  }, ctx.fixtures.serverRules.initialLien, admitNewApplication(ctx, identity, brand));
  await recordRegistrationDecision(ctx, row);
  const profile = await findProfile(ctx.db, identity.uuid);
  const homeAddress: ProfileAddress = {
    type: 'HOME', uuid: randomUUID(), street1: home.street1, street2: home.street2 ?? '', city: home.city, state: home.state, zip: home.zip,
    ownership: null,
  };
  const phones = JSON.parse(profile.phone_numbers) as { type: string; number: string }[];
  const phone = typeof body.profileRequest?.phoneNumber === 'string' ? body.profileRequest.phoneNumber.replace(/\D+/g, '') : '';
  if (phone && !phones.some((p) => p.number === phone)) phones.push({ type: 'MOBILE', number: phone });
  const tracker = trackerIdOf(body.optimizelyProfileRequest?.trackerId);
  await updateProfile(ctx.db, identity.uuid, {
    first_name: name.firstName, middle_name: name.middleName ?? null, last_name: name.lastName, suffix: name.suffix || null,
    dob_day: dob.day, dob_month: dob.month, dob_year: dob.year,
    addresses: JSON.stringify([homeAddress]), phone_numbers: JSON.stringify(phones),
    // The browser's tracker becomes the profile's, so the tab that registered needs no tracker reload (platform §9).
    ...(tracker ? { tracker_uuid: tracker } : {}),
  });
  await raiseRegistrationConditions(ctx, row.uuid, name.lastName);
  return applicationAnswer(ctx, await findApplication(ctx.db, row.uuid) ?? row);
}
