import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCodeMac } from '../../../server/security/code-mac';
import { parseDataKeys } from '../../../server/security/server-keys';

// The e-mail code's stored hash is an HMAC under a key derived from the server's data keys (never in the database).

const key = (fill: number) => Buffer.alloc(32, fill).toString('base64url');
const ring = parseDataKeys(`k1:${key(1)}`);
const owner = '6f1c2b9e-0000-4000-8000-000000000001';
const code = '123456';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the e-mail code MAC', () => {
  const mac = createCodeMac(ring);
  const stored = mac.hash(owner, code);

  it('stores m1.<keyId>.<hex HMAC>, not the plain SHA-256 of account and code', () => {
    expect(stored).toMatch(/^m1\.k1\.[0-9a-f]{64}$/);
    for (const plain of [`${owner}:${code}`, `${owner}${code}`]) expect(stored).not.toContain(sha256(plain));
    expect(stored).not.toContain(code);
  });

  it.each([
    ['the right code', stored, owner, code, 'match'],
    ['a wrong code', stored, owner, '654321', 'mismatch'],
    ['the right code for another account', stored, '6f1c2b9e-0000-4000-8000-000000000002', code, 'mismatch'],
    ['a hash from before the HMAC (plain SHA-256)', sha256(`${owner}:${code}`), owner, code, 'unusable'],
    ['a hash under a key no longer configured', stored.replace('m1.k1.', 'm1.gone.'), owner, code, 'unusable'],
    ['a malformed value', 'm1.k1', owner, code, 'unusable'],
    ['a shortened digest', stored.slice(0, -2), owner, code, 'mismatch'],
  ] as const)('%s: %s', (_label, value, who, typed, expected) => {
    expect(mac.check(value, who, typed)).toBe(expected);
  });

  it('a database copy without the secret cannot check a guess: another secret gives another hash and no match', () => {
    const other = createCodeMac(parseDataKeys(`k1:${key(2)}`));
    expect(other.hash(owner, code)).not.toBe(stored);
    expect(other.check(stored, owner, code)).toBe('mismatch');
  });

  it('after a key rotation, codes hashed under the older key still check while that key is configured', () => {
    const rotated = createCodeMac(parseDataKeys(`k2:${key(3)},k1:${key(1)}`));
    expect(rotated.check(stored, owner, code)).toBe('match');
    expect(rotated.hash(owner, code)).toMatch(/^m1\.k2\./);
  });
});
