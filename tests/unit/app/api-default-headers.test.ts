// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { defaultHeaders, setApiOrganisation } from '../../../src/api/client';

// Every header once: a caller's X-Org replaces the default x-org (the browser would otherwise join the two as
// "HOMEPOINT, HOMEPOINT", and the server filed a Homepoint sign-in under the default brand).

describe('default headers of an API call', () => {
  it('sends the organisation once, a caller\'s own X-Org in its place', () => {
    setApiOrganisation('HOMEPOINT');
    localStorage.setItem('jwt', 'Bearer abc');
    expect(defaultHeaders()).toEqual({ 'x-with-origin': window.location.origin, 'x-org': 'HOMEPOINT', authorization: 'Bearer abc' });
    const headers = new Headers(defaultHeaders({ 'X-Org': 'FAIRWAY', 'X-Auth0-Application-Name': 'heloc' }));
    expect(headers.get('x-org')).toBe('FAIRWAY');
    expect(headers.get('x-auth0-application-name')).toBe('heloc');
    localStorage.removeItem('jwt');
    expect(defaultHeaders()).not.toHaveProperty('authorization');
  });
});
