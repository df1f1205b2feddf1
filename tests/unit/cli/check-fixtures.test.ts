import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFileError } from '../../../engine/core';
import { runCheck } from '../../../scripts/cli/check';
import { recordingIo } from '../../../scripts/cli/io';
import { plainLine } from './run-cli';
import { FIXTURES_DIR, loadFixtures } from '../../../server/data/load-fixtures';
import { checkFixtureFiles, fixtureSchemaRef } from '../../../server/data/read-fixture';
import { REPO_ROOT } from '../../../server/data/project-data';
import { copyProjectTree, editJson, removeTree } from '../../fixtures/project-tree';

// server/fixtures/*.json have meta-schemas (schemas/fixture-*.schema.json): `npm run flows -- check` reports a broken
// fixture as file#pointer: message, and the server refuses to load it.

const trees: string[] = [];
afterAll(() => trees.forEach(removeTree));
const brokenTree = (...edits: ((root: string) => void)[]) => {
  const root = copyProjectTree();
  trees.push(root);
  edits.forEach((edit) => edit(root));
  return root;
};

const FIXTURES = readdirSync(FIXTURES_DIR).filter((n) => n.endsWith('.json'));

describe('fixture meta-schemas', () => {
  it.each(FIXTURES)('%s has its meta-schema, names it in $schema and is valid', (name) => {
    expect(readdirSync(join(REPO_ROOT, 'schemas'))).toContain(fixtureSchemaRef(name).split('/').pop());
    expect(checkFixtureFiles(FIXTURES_DIR).filter((p) => p.file === `server/fixtures/${name}`)).toEqual([]);
  });

  it('flows check prints file#pointer lines for broken fixtures', () => {
    const root = brokenTree(
      (r) => editJson(r, 'server/fixtures/operating-hours.json', (f) => { f.default.departments.OPS_PHONE[0].startTime = '6am'; }),
      (r) => editJson(r, 'server/fixtures/personas.json', (f) => { f.byLastName[2].offers = 'no'; }),
      (r) => editJson(r, 'server/fixtures/referrals.json', (f) => { delete f.$schema; }),
      (r) => editJson(r, 'server/fixtures/abuse-limits.json', (f) => { f.limits.lookups.windowMs = 1000; }),
    );
    const io = recordingIo();
    expect(runCheck(['--root', root], io)).toBe(1);
    expect(io.stdout.map(plainLine).sort()).toEqual([
      "server/fixtures/abuse-limits.json#/limits/lookups: must NOT have additional properties 'windowMs' [E_SCHEMA_ADDITIONALPROPERTIES]",
      'server/fixtures/operating-hours.json#/default/departments/OPS_PHONE/0/startTime: must match pattern "^([01][0-9]|2[0-3]):[0-5][0-9]$" [E_SCHEMA_PATTERN]',
      'server/fixtures/personas.json#/byLastName/2/offers: must be boolean [E_SCHEMA_TYPE]',
      'server/fixtures/referrals.json#/$schema: must be "../../schemas/fixture-referrals.schema.json" [E_SCHEMA_REF]',
    ]);
  });

  it('a fixture file without a meta-schema is reported', () => {
    const root = brokenTree((r) => writeFileSync(join(r, 'server/fixtures/extra.json'), '{}\n'));
    const io = recordingIo();
    expect(runCheck(['--root', root], io)).toBe(1);
    expect(io.stdout.map(plainLine)).toEqual(['server/fixtures/extra.json#/: no meta-schema schemas/fixture-extra.schema.json for this fixture file [E_NO_META_SCHEMA]']);
  });

  it('the server refuses to load a broken fixture, naming the file and pointer', () => {
    const root = brokenTree((r) => editJson(r, 'server/fixtures/seed-accounts.json', (f) => { f.accounts[0].dob.month = 13; }));
    const load = () => loadFixtures(join(root, 'server/fixtures'));
    expect(load).toThrow(DataFileError);
    expect(load).toThrow('server/fixtures/seed-accounts.json#/accounts/0/dob/month: must be <= 12 [E_SCHEMA_MAXIMUM]');
  });

  it('loads the repository fixtures without their $schema', () => {
    const fixtures = loadFixtures();
    expect(fixtures.consentTypes.length).toBeGreaterThan(0);
    expect(fixtures.messages.$schema).toBeUndefined();
  });
});
