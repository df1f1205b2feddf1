import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../../server/security/field-cipher';
import { parseDataKeys } from '../../../server/security/server-keys';
import { ANSWERS, fileBackedApp, runJobs, startApplication, TEST_DATA_KEYS } from './helpers';

// The SSN is stored envelope encrypted under the data keys (never in the database), answered only as `hasSsn`, and
// never written to the log.

const SSN = '123-45-6789';
const DIGITS = '123456789';

/** A writable stream that keeps every log line. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
  return { lines, stream };
}

describe('SSN at rest', () => {
  it('stores the SSN encrypted, answers only hasSsn, and logs neither the number nor the body', async () => {
    const log = logSink();
    const { app, db, close } = await fileBackedApp('heloc-ssn-', { logger: { level: 'trace', stream: log.stream } });
    try {
      const { calls } = await startApplication(app);
      await calls.put('/liens', ANSWERS.liens());
      await runJobs(app);
      const offer = (await calls.get()).json().offers[0];
      await calls.put('/offer', { term: offer.term, drawAmount: offer.minDraw, preference: 'PRESERVE' });
      const saved = await calls.put('/profile', { ...ANSWERS.profile, ssn: SSN });
      expect(saved.statusCode).toBe(200);
      // A refused SSN is not echoed or logged either.
      await calls.put('/profile', { ...ANSWERS.profile, ssn: '987-65-43x1' });

      const profile = await calls.profile();
      expect(profile.hasSsn).toBe(true);
      for (const answer of [JSON.stringify(profile), saved.body, (await calls.get()).body]) {
        expect(answer).not.toContain(DIGITS);
        expect(answer).not.toContain(SSN);
        expect(answer).not.toMatch(/"ssn"/i);
      }

      const row = await db.selectFrom('profiles').select(['uuid', 'ssn_encrypted']).where('ssn_encrypted', 'is not', null).executeTakeFirstOrThrow();
      const ssnEncrypted = String(row.ssn_encrypted);
      expect(ssnEncrypted).toMatch(/^v2\.test-k1(\.[\w-]+){6}$/);
      expect(ssnEncrypted).not.toContain(DIGITS);
      expect(Buffer.from(ssnEncrypted).toString('hex')).not.toContain(Buffer.from(DIGITS).toString('hex'));
      // The same data keys read it back; the profile uuid is bound in.
      const cipher = createFieldCipher(parseDataKeys(TEST_DATA_KEYS));
      expect(cipher.decrypt(ssnEncrypted, row.uuid)).toBe(DIGITS);
      expect(() => cipher.decrypt(ssnEncrypted, 'another-profile')).toThrow();

      const logged = log.lines.join('');
      expect(log.lines.length).toBeGreaterThan(0);
      expect(logged).toContain('/profile');
      expect(logged).not.toContain(DIGITS);
      expect(logged).not.toContain('45-6789');
      expect(logged).not.toContain('43x1');
      expect(logged).not.toMatch(/hardCreditConsent|authorization/i);
    } finally {
      await close();
    }
  });

  it('encrypts the same SSN differently each time and refuses a tampered, foreign or unknown-key ciphertext', () => {
    const cipher = createFieldCipher(parseDataKeys(TEST_DATA_KEYS));
    const a = cipher.encrypt(DIGITS, 'p1');
    expect(cipher.encrypt(DIGITS, 'p1')).not.toBe(a);
    expect(cipher.decrypt(a, 'p1')).toBe(DIGITS);
    const parts = a.split('.');
    for (const index of [4, 7]) {
      const flipped = Buffer.from(parts[index], 'base64url');
      flipped[0] ^= 1;
      expect(() => cipher.decrypt(parts.map((p, i) => (i === index ? flipped.toString('base64url') : p)).join('.'), 'p1')).toThrow();
    }
    expect(() => cipher.decrypt(a, 'p2')).toThrow();
    const other = createFieldCipher(parseDataKeys(`test-k1:${Buffer.alloc(32, 9).toString('base64url')}`));
    expect(() => other.decrypt(a, 'p1')).toThrow();
    expect(() => createFieldCipher(parseDataKeys(`k9:${Buffer.alloc(32, 1).toString('base64url')}`)).decrypt(a, 'p1')).toThrow(/E_CIPHER_KEY/);
    expect(() => cipher.decrypt('123456789', 'p1')).toThrow(/E_CIPHER_FORMAT/);
  });
});
