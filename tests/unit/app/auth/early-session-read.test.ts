// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// The session read started as the app starts on a protected page (src/app/start-app.tsx) is the route guard's read:
// taken once, for the same sign-in mode, within 10 s; otherwise the guard reads itself.

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const user = { uuid: 'u-1', organizationCode: 'FIGURE', profileType: 'BORROWER', email: 'a@b.example' };

async function freshModule() {
  vi.resetModules();
  return import('../../../../src/auth/early-session');
}

describe('the session read started early', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('is the guard\'s read, once: the identity is asked once, and a second read asks again', async () => {
    localStorage.setItem('jwt', 'Bearer t');
    const fetchMock = vi.fn(async () => answer(200, user));
    vi.stubGlobal('fetch', fetchMock);
    const m = await freshModule();
    m.startSessionReadEarly(false);
    m.startSessionReadEarly(false);
    const taken = m.takeEarlySessionRead(false);
    await expect(taken).resolves.toMatchObject({ session: { status: 'signedIn', user: { uuid: 'u-1' } } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(m.takeEarlySessionRead(false)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not taken for another sign-in mode, nor after 10 s', async () => {
    localStorage.setItem('jwt', 'Bearer t');
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, user)));
    let m = await freshModule();
    m.startSessionReadEarly(false);
    expect(m.takeEarlySessionRead(true)).toBeNull();
    vi.useFakeTimers();
    m = await freshModule();
    m.startSessionReadEarly(false);
    vi.setSystemTime(Date.now() + 10_001);
    expect(m.takeEarlySessionRead(false)).toBeNull();
  });

  it('is nothing when none was started', async () => {
    const m = await freshModule();
    expect(m.takeEarlySessionRead(false)).toBeNull();
  });
});
