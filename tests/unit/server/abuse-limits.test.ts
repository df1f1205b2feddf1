import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../../../server/data/load-fixtures';
import { routeLimits } from '../../../server/http/abuse-limits';
import { createHeloc, helocBody, signUp, testApp } from './helpers';

// Abuse limits as data (server/fixtures/abuse-limits.json): per client address for anonymous look-ups, telemetry and
// sign-in; per signed-in identity, after the token check, for uploads and the create call. Over the limit: 429 RATE_LIMITED.

describe('abuse limits', () => {
  it('reads every group from the data file: who is counted, how many, how long', () => {
    const { abuseLimits } = loadFixtures();
    expect(Object.keys(abuseLimits).sort()).toEqual(['co-signer-invitation', 'create-application', 'lookups', 'sign-in', 'telemetry', 'uploads', 'verification-mail']);
    const limitOf = routeLimits(abuseLimits);
    expect(limitOf('lookups')).toEqual({ max: abuseLimits.lookups.max, timeWindow: abuseLimits.lookups.timeWindowMs });
    expect(limitOf('uploads')).toMatchObject({ max: abuseLimits.uploads.max, hook: 'preHandler' });
    const key = limitOf('uploads').keyGenerator!;
    expect(key({ identity: { uuid: 'u1' }, ip: '10.0.0.1' } as never)).toBe('identity:u1');
    expect(key({ identity: null, ip: '10.0.0.1' } as never)).toBe('ip:10.0.0.1');
    expect(routeLimits(abuseLimits, { max: 7 })('sign-in').max).toBe(7);
  });

  it('counts anonymous look-ups per address: over the limit, 429 RATE_LIMITED with Retry-After', async () => {
    const app = await testApp({ rateLimit: { max: 3 } });
    try {
      const search = (ip: string) => app.inject({ url: '/service-address/external/api/v1/addresses?filter=1600%20Penn', remoteAddress: ip });
      for (let i = 0; i < 3; i += 1) expect((await search('10.0.0.1')).statusCode).toBe(200);
      const over = await search('10.0.0.1');
      expect(over.statusCode).toBe(429);
      expect(over.json().errors[0].code).toBe('RATE_LIMITED');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await search('10.0.0.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('counts the create call per signed-in identity, not per address', async () => {
    const app = await testApp({ rateLimit: { max: 2 } });
    try {
      const first = await signUp(app);
      const second = await signUp(app);
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await createHeloc(app, first.authorization, helocBody())).statusCode);
      // The second is refused by the one-application rule, the third by the limit.
      expect(codes).toEqual([200, 409, 429]);
      expect((await createHeloc(app, second.authorization, helocBody())).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
