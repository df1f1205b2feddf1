// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { apiFetch, primeGet } from '../../../src/api/client';

// A read started ahead of its page (src/application/start-page-early.ts) answers that page's first identical GET,
// once, within 10 s: the page does not wait for a second round trip, and later reads are fresh.

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a GET started ahead of its page', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let calls = 0;
  beforeEach(() => {
    calls = 0;
    fetchMock = vi.fn(async () => answer(200, { n: ++calls }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("answers the page's first identical read, once; the next read calls again", async () => {
    primeGet('/service-profile/api/v1/profile');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiFetch('/service-profile/api/v1/profile')).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiFetch('/service-profile/api/v1/profile')).resolves.toEqual({ n: 2 });
  });

  it('is started once however often it is primed, and answers no other call', async () => {
    primeGet('/a');
    primeGet('/a');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiFetch('/b')).resolves.toEqual({ n: 2 });
    await expect(apiFetch('/a', { method: 'PUT', body: {} })).resolves.toEqual({ n: 3 });
    await expect(apiFetch('/a', { query: { x: '1' } })).resolves.toEqual({ n: 4 });
    await expect(apiFetch('/a')).resolves.toEqual({ n: 1 });
  });

  it('is not taken once older than 10 s', async () => {
    vi.useFakeTimers();
    primeGet('/old');
    vi.setSystemTime(Date.now() + 10_001);
    await expect(apiFetch('/old')).resolves.toEqual({ n: 2 });
  });

  it('is not taken once the borrower has signed in again (another token)', async () => {
    localStorage.setItem('jwt', 'Bearer expired');
    primeGet('/mine');
    localStorage.setItem('jwt', 'Bearer fresh');
    await expect(apiFetch('/mine')).resolves.toEqual({ n: 2 });
    localStorage.removeItem('jwt');
  });

  it("leaves an auth failure to the page's call: no redirect until a page takes it, then the page's policy", async () => {
    fetchMock.mockImplementation(async () => answer(401, { errors: [{ message: 'unauthenticated' }] }));
    localStorage.setItem('jwt', 'Bearer old');
    primeGet('/secure');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Not sent to login by the read started ahead (the token is still there).
    expect(localStorage.getItem('jwt')).toBe('Bearer old');
    await expect(apiFetch('/secure', { onAuthFailure: 'throw' })).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('jwt')).toBe('Bearer old');
    // A page's call that leaves auth failures to the client: the token goes and the browser is sent to login.
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, pathname: '/account/heloc/u/liens', search: '', assign });
    primeGet('/secure');
    await expect(apiFetch('/secure')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(assign).toHaveBeenCalledWith(expect.stringContaining('redirectUrl=%2Faccount%2Fheloc%2Fu%2Fliens'));
  });
});
