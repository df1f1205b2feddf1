import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import flagsFile from '../../../flows/flags.json';
import { flagsForBrand } from '../../../server/flags/flags-for-brand';
import { testApp } from './helpers';

const DANA = '3f6c1a52-8d4e-4b7a-9c21-5e0f7a9b1c01';
const MARCUS = '7b2d9e44-1f3a-4c8b-a5d6-2e9c4f7a8b02';

describe('public look-ups', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it.each([
    ['malibu', (a: { zip: string }) => a.zip === '90265'],
    ['PACIFIC palisades', (a: { zip: string }) => a.zip === '90272'],
    ['congress austin', (a: { city: string }) => a.city === 'Austin'],
    ['honolulu hi', (a: { state: string }) => a.state === 'HI'],
  ])('finds addresses matching every word of "%s"', async (filter, predicate) => {
    const res = await get(`/service-address/external/api/v1/addresses?filter=${encodeURIComponent(filter)}&org=figure`);
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(8);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['city', 'fullAddress', 'state', 'street1', 'street2', 'zip']);
      expect(predicate(item)).toBe(true);
    }
  });

  it.each(['', 'a', 'ma', '  '])('answers no addresses for the short filter %j', async (filter) => {
    expect((await get(`/service-address/external/api/v1/addresses?filter=${encodeURIComponent(filter)}`)).json()).toEqual([]);
  });

  it('caps the address list at 8', async () => {
    expect((await get('/service-address/external/api/v1/addresses?filter=street')).json()).toHaveLength(8);
  });

  it('answers loan originators, their licensed states and the default for a state', async () => {
    const dana = await get(`/lead-portal/api/v1/lo/${DANA}`);
    expect(dana.json()).toMatchObject({ originatorName: 'Dana Whitfield', brokerName: 'Pacific Crest Lending', nmls: '1984321', email: expect.any(String), phoneNumber: expect.any(String) });
    expect(dana.json()).toHaveProperty('avatarUri');
    expect((await get(`/lead-portal/api/v1/lo/${DANA}/licensed-states?orgCode=FIGURE`)).json()).toEqual({ licensedStates: ['CA', 'OR', 'WA'], enforceLicensedStatesForReferral: true });
    expect((await get(`/lead-portal/api/v1/lo/${MARCUS}/licensed-states?orgCode=FIGURE`)).json()).toMatchObject({ enforceLicensedStatesForReferral: false });
    expect((await get('/lead-portal/api/v1/lo/default?state=CA')).json().originatorName).toBe('Dana Whitfield');
    expect((await get('/lead-portal/api/v1/lo/default?state=NJ')).json().originatorName).toEqual(expect.any(String));
  });

  it.each([`/lead-portal/api/v1/lo/00000000-0000-0000-0000-000000000000`, '/lead-portal/api/v1/lo/nope/licensed-states'])('answers 404 for the unknown originator %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ message: 'Not found', code: 'NOT_FOUND' }] });
  });

  it('answers waitlist states and zips per organisation, with a default', async () => {
    expect((await get('/service-application/external/api/v2/heloc/states-eligibility?orgCode=FIGURE')).json()).toEqual({ waitlistStates: ['ND', 'SD', 'WV'] });
    expect((await get('/service-application/external/api/v2/heloc/states-eligibility?orgCode=HOMEPOINT')).json().waitlistStates).toContain('NV');
    expect((await get('/service-application/external/api/v1/heloc/zip-eligibility?orgCode=FAIRWAY')).json()).toEqual({ waitlistZips: ['59715', '59718'] });
  });

  it('answers state licences sorted by abbreviation with state names', async () => {
    const list = (await get('/service-application/external/api/v1/heloc/state-licenses?orgCode=FIGURE')).json();
    expect(list.map((l: { abbrev: string }) => l.abbrev)).toEqual([...list.map((l: { abbrev: string }) => l.abbrev)].sort());
    expect(list).toContainEqual({ abbrev: 'CA', name: 'California', licenseNumber: expect.any(String) });
    expect(list.map((l: { abbrev: string }) => l.abbrev)).not.toContain('HI');
  });

  it('answers a known referral and 404 for an unknown one', async () => {
    expect((await get('/service-application/external/api/v1/heloc/referral-id/e1a7c3d9-2b4f-4a6e-8c1d-9f3b5a7c2e10')).json()).toEqual({ status: 'REGISTERED', email: 'exists@persona.example' });
    expect((await get('/service-application/external/api/v1/heloc/referral-id/nope')).statusCode).toBe(404);
  });

  it('answers the flags and experiments of the brand', async () => {
    const res = await get('/service-optimize/external/api/v1/flags?org=homepoint');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(flagsForBrand(flagsFile as never, 'homepoint'));
    expect(res.json().flags['fe-heloc-maintenance']).toMatchObject({ enabled: false, variables: { pageTitle: 'Scheduled Maintenance' } });
  });
});

describe('flagsForBrand', () => {
  it('merges a brand override over the global flags, keeping variables it does not name', () => {
    const file = {
      flags: { a: { enabled: false }, b: { enabled: true, variables: { x: 1 } } },
      experiments: { e: { enabled: true } },
      byBrand: { homepoint: { flags: { a: { enabled: true }, b: { enabled: false } }, experiments: { e: { enabled: false } } } },
    };
    expect(flagsForBrand(file, 'homepoint')).toEqual({
      flags: { a: { enabled: true, variables: {} }, b: { enabled: false, variables: { x: 1 } } },
      experiments: { e: { enabled: false } },
    });
    expect(flagsForBrand(file, 'figure').flags.a.enabled).toBe(false);
  });
});
