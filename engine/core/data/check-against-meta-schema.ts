import metaValidators from '../../generated/meta/meta-validators.js';
import type { DataProblem } from './data-problem';

/** The kinds of data file, each with its meta-schema in schemas/. */
export type DataKind = 'flow' | 'step' | 'brand' | 'hosts' | 'flags' | 'constants' | 'statusRoutes' | 'applicationStatuses' | 'applicationMachine' | 'applicationProgress' | 'applicationPages' | 'applicationDocuments' | 'applicationDecisionNotice' | 'applicationClosingDocuments' | 'applicationIncomeMethods' | 'applicationNotary' | 'banners' | 'access' | 'leaveSurvey' | 'signerPages' | 'redirects' | 'shell' | 'shellConstants' | 'createHelocBody' | FixtureKind | 'applicationEsignConsent' | 'consoleRoles' | 'applicationConditions';

/** The kinds of server/fixtures/ file, each with its meta-schema schemas/fixture-<file name>.schema.json. */
export type FixtureKind =
  | 'fixtureAbuseLimits'
  | 'fixtureAddresses'
  | 'fixtureBanks'
  | 'fixtureConsoleStaff'
  | 'fixtureConditionPersonas'
  | 'fixtureConsentTypes'
  | 'fixtureDecisions'
  | 'fixtureEligibility'
  | 'fixtureLinkProvider'
  | 'fixtureLoanOriginators'
  | 'fixtureMessages'
  | 'fixtureNotificationEvents'
  | 'fixtureOperatingHours'
  | 'fixturePersonas'
  | 'fixtureReferrals'
  | 'fixtureSeedAccounts'
  | 'fixtureSeedNotifications'
  | 'fixtureServerRules'
  | 'fixtureStateLicenses';

type Validate = ((d: unknown) => boolean) & { errors?: { instancePath: string; message?: string; params?: Record<string, unknown>; keyword: string }[] | null };

/** Checks one data file against its meta-schema (precompiled). Returns the problems, empty when the file is valid. Pure. */
export function checkAgainstMetaSchema(kind: DataKind, data: unknown, file: string): DataProblem[] {
  const validate = (metaValidators as Record<string, Validate>)[kind];
  if (!validate) throw new Error(`E_UNKNOWN_DATA_KIND: ${kind}`);
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => {
    const extra = e.keyword === 'additionalProperties' ? ` '${String(e.params?.additionalProperty)}'` : '';
    return { code: `E_SCHEMA_${e.keyword.toUpperCase()}`, file, pointer: e.instancePath || '/', message: `${e.message ?? 'is invalid'}${extra}` };
  });
}
