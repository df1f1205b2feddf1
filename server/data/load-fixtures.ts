import { dirname, join } from 'node:path';
import type { Fixtures } from './fixture-types';
import { readFixture } from './read-fixture';

/** Folder of the server's own data files (sandbox data, messages, limits). */
export const FIXTURES_DIR = join(dirname(new URL(import.meta.url).pathname), '../fixtures');

type Json = Record<string, unknown>;

/**
 * Reads the server's fixture files (server/fixtures/), each checked against its meta-schema (schemas/fixture-*.schema.json);
 * a broken or invalid file throws a DataFileError naming it and the JSON pointers.
 */
export function loadFixtures(dir = FIXTURES_DIR): Fixtures {
  const read = (name: string) => readFixture<Json>(dir, name);
  const { $comment: _m, ...messages } = read('messages.json');
  const { $comment: _r, ...serverRules } = read('server-rules.json');
  const eligibility = read('eligibility.json');
  const licenses = read('state-licenses.json');
  const originators = read('loan-originators.json');
  const personas = read('personas.json');
  const seeds = read('seed-accounts.json');
  const decisions = read('decisions.json');
  const { $comment: _l, ...linkProvider } = read('link-provider.json');
  return {
    messages: messages as Fixtures['messages'],
    serverRules: serverRules as unknown as Fixtures['serverRules'],
    consentTypes: read('consent-types.json').consentTypes as Fixtures['consentTypes'],
    eligibility: { default: eligibility.default, byOrg: eligibility.byOrg ?? {} } as Fixtures['eligibility'],
    stateLicenses: { default: licenses.default, byOrg: licenses.byOrg ?? {} } as Fixtures['stateLicenses'],
    referrals: read('referrals.json').referrals as Fixtures['referrals'],
    loanOriginators: { originators: originators.originators, defaultByState: originators.defaultByState } as Fixtures['loanOriginators'],
    addresses: read('addresses.json').addresses as Fixtures['addresses'],
    personas: { default: personas.default, byLastName: personas.byLastName } as Fixtures['personas'],
    seedAccounts: { password: seeds.password, accounts: seeds.accounts } as Fixtures['seedAccounts'],
    banks: read('banks.json').banks as Fixtures['banks'],
    decisions: { bureaus: decisions.bureaus, decisions: decisions.decisions } as Fixtures['decisions'],
    linkProvider: linkProvider as unknown as Fixtures['linkProvider'],
    abuseLimits: read('abuse-limits.json').limits as Fixtures['abuseLimits'],
  };
}
