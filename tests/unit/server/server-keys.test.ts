import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../../server/db/schema';
import { createFieldCipher, keyIdOf } from '../../../server/security/field-cipher';
import { retireDataKey, rotateDataKey } from '../../../server/security/key-commands';
import { loadServerKeys, parseDataKeys } from '../../../server/security/server-keys';
import { ANSWERS, runJobs, startApplication, testApp } from './helpers';
import { testDatabase, type TestDatabase } from './test-database';

// The token key and the data keys live outside the database (the environment or a 0600 key file); SSNs and account
// numbers are envelope encrypted with the key id in each value, so keys rotate; a database of the first scheme
// (secret in its settings table) is moved off it on start.

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'heloc-keys-'));
  dirs.push(dir);
  return dir;
};
const stores: TestDatabase[] = [];
/** A test database (SQLite file or PostgreSQL schema) removed after the test. */
const tempDatabase = async () => {
  const store = await testDatabase('heloc-keys-');
  stores.push(store);
  return store;
};
afterEach(async () => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const store of stores.splice(0)) await store.close();
});

const SSN = '123-45-6789';
const storedSsn = async (db: Kysely<DatabaseSchema>) => {
  const row = await db.selectFrom('profiles').select(['uuid', 'ssn_encrypted']).where('ssn_encrypted', 'is not', null).executeTakeFirstOrThrow();
  return { uuid: row.uuid, ssn_encrypted: String(row.ssn_encrypted) };
};

/** A borrower with an SSN stored, on an app with the key file `keyFile` (no keys given otherwise). */
async function borrowerWithSsn(store: TestDatabase, keyFile: string) {
  const app = await testApp({ ...store.options, jwtSecret: undefined, dataKeys: undefined, keyFile });
  const { calls } = await startApplication(app);
  await calls.put('/liens', ANSWERS.liens());
  await runJobs(app);
  const offer = (await calls.get()).json().offers[0];
  await calls.put('/offer', { term: offer.term, drawAmount: offer.minDraw, preference: 'PRESERVE' });
  expect((await calls.put('/profile', { ...ANSWERS.profile, ssn: SSN })).statusCode).toBe(200);
  await app.close();
}

describe('server keys', () => {
  it('creates the key file on first start (0600 in a 0700 folder) and reads the same keys after', () => {
    const keyFile = join(tempDir(), 'keys', 'heloc-keys.json');
    const first = loadServerKeys({ keyFile });
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const second = loadServerKeys({ keyFile });
    expect(Buffer.from(second.tokenKey).equals(Buffer.from(first.tokenKey))).toBe(true);
    expect(second.dataKeys.activeId).toBe(first.dataKeys.activeId);
    expect(first.sources).toEqual({ tokenKey: keyFile, dataKeys: keyFile });
  });

  it('refuses a key file others can read, and a malformed one, with the reason', () => {
    const keyFile = join(tempDir(), 'heloc-keys.json');
    loadServerKeys({ keyFile });
    chmodSync(keyFile, 0o644);
    expect(() => loadServerKeys({ keyFile })).toThrow(/E_KEY_FILE_MODE: .* chmod 600/);
    writeFileSync(keyFile, JSON.stringify({ tokenKey: 'short', dataKeys: [], activeDataKey: 'x' }), { mode: 0o600 });
    chmodSync(keyFile, 0o600);
    expect(() => loadServerKeys({ keyFile })).toThrow(/E_KEY_FILE: .*tokenKey/);
  });

  it('takes keys from the environment before the file, and refuses a malformed DATA_KEYS', () => {
    const keyFile = join(tempDir(), 'never-made.json');
    const keys = loadServerKeys({ jwtSecret: 'x'.repeat(40), dataKeys: `k2:${randomBytes(32).toString('base64url')}, k1:${randomBytes(32).toString('base64url')}`, keyFile });
    expect(keys.dataKeys.activeId).toBe('k2');
    expect([...keys.dataKeys.keys.keys()]).toEqual(['k2', 'k1']);
    expect(() => statSync(keyFile)).toThrow();
    for (const bad of ['', 'k1', 'k1:short', `bad.id:${randomBytes(32).toString('base64url')}`]) expect(() => parseDataKeys(bad)).toThrow(/E_DATA_KEYS/);
  });

  it('rotates: every value re-wrapped under the new key, the old key retired only when unused', async () => {
    const store = await tempDatabase();
    const { db } = store;
    const keyFile = join(store.dir, 'heloc-keys.json');
    await borrowerWithSsn(store, keyFile);
    const before = await storedSsn(db);
    const oldKey = loadServerKeys({ keyFile }).dataKeys.activeId;
    expect(keyIdOf(before.ssn_encrypted)).toBe(oldKey);
    await expect(retireDataKey(db, keyFile, oldKey)).rejects.toThrow(/E_KEY_ACTIVE/);
    const { activeDataKey, report } = await rotateDataKey(db, keyFile);
    expect(activeDataKey).not.toBe(oldKey);
    expect(report.rewrapped['profiles.ssn_encrypted']).toBe(1);
    expect(report.byKey).toEqual({ [activeDataKey]: 1 });
    const after = await storedSsn(db);
    expect(keyIdOf(after.ssn_encrypted)).toBe(activeDataKey);
    // The ciphertext of the value itself is untouched: only its data key was re-wrapped.
    expect(after.ssn_encrypted.split('.').slice(5)).toEqual(before.ssn_encrypted.split('.').slice(5));
    await retireDataKey(db, keyFile, oldKey);
    expect(JSON.parse(readFileSync(keyFile, 'utf8')).dataKeys.map((k: { id: string }) => k.id)).toEqual([activeDataKey]);
    expect(createFieldCipher(loadServerKeys({ keyFile }).dataKeys).decrypt(after.ssn_encrypted, after.uuid)).toBe('123456789');
  });

  it('moves a database of the first scheme (secret in its settings table, v1 values) off it on start', async () => {
    const store = await tempDatabase();
    const { db } = store;
    const keyFile = join(store.dir, 'heloc-keys.json');
    await borrowerWithSsn(store, keyFile);
    // Put the database back the way the first scheme left it: the secret stored, the SSN encrypted with a key derived from it.
    const legacySecret = randomBytes(48);
    const { uuid } = await storedSsn(db);
    const key = Buffer.from(hkdfSync('sha256', legacySecret, Buffer.from('heloc-ssn-at-rest'), Buffer.from('aes-256-gcm v1'), 32));
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(uuid));
    const body = Buffer.concat([cipher.update('123456789'), cipher.final()]);
    const v1 = ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    await db.updateTable('profiles').set({ ssn_encrypted: v1 }).where('uuid', '=', uuid).execute();
    await db.insertInto('settings').values({ key: 'jwt_secret', value: legacySecret.toString('base64url') }).execute();

    const app = await testApp({ ...store.options, jwtSecret: undefined, dataKeys: undefined, keyFile });
    await app.close();
    const moved = await storedSsn(db);
    expect(keyIdOf(moved.ssn_encrypted)).toBe(loadServerKeys({ keyFile }).dataKeys.activeId);
    expect(createFieldCipher(loadServerKeys({ keyFile }).dataKeys).decrypt(moved.ssn_encrypted, uuid)).toBe('123456789');
    expect(await db.selectFrom('settings').select((eb) => eb.fn.countAll<number>().as('n')).where('key', '=', 'jwt_secret').executeTakeFirst()).toEqual({ n: 0 });
  });
});
