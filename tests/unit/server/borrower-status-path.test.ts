import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApplication, testApp } from './helpers';

// The status the client polls, at the spec's path (platform §7: krang-heloc borrower secure api v1 {uuid}/status).
const statusPath = (uuid: string) => `/krang-heloc/borrower/secure/api/v1/${uuid}/status`;

describe('GET /krang-heloc/borrower/secure/api/v1/{uuid}/status', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });

  it("answers the owner with the application's server status", async () => {
    const owner = await startApplication(app);
    const res = await app.inject({ method: 'GET', url: statusPath(owner.uuid), headers: { authorization: owner.authorization } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: owner.uuid, status: 'LIEN_VERIFICATION' });
    expect(typeof res.json().updatedAt).toBe('string');
  });

  it("answers another borrower like a missing application, and 401 without a token", async () => {
    const owner = await startApplication(app);
    const stranger = await signUp(app);
    const theirs = await app.inject({ method: 'GET', url: statusPath(owner.uuid), headers: { authorization: stranger.authorization } });
    expect(theirs.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: statusPath(owner.uuid) })).statusCode).toBe(401);
  });
});
