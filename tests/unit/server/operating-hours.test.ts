import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import hoursFile from '../../../server/fixtures/operating-hours.json';
import { testApp } from './helpers';

const BASE = '/service-operating-hours/external/api/v1/hours';

describe('operating hours', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('answers a department week with its time zone for the x-org organisation', async () => {
    const res = await get(`${BASE}/OPS_PHONE`, { 'x-org': 'HOMEPOINT' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ department: 'OPS_PHONE', orgCode: 'HOMEPOINT', timeZone: 'America/New_York' });
    expect(body.weekdays).toHaveLength(7);
    for (const day of body.weekdays) {
      expect(Object.keys(day).sort()).toEqual(['endTime', 'isOpen', 'startTime', 'weekday', 'weekdayValue']);
    }
    expect(body.weekdays.map((d: { weekdayValue: number }) => d.weekdayValue)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body).not.toHaveProperty('display');
  });

  it.each([
    ['FIGURE', ['Monday-Friday 6:00 AM - 6:00 PM PT', 'Saturday-Sunday 8:00 AM - 4:30 PM PT']],
    ['HOMEPOINT', ['Monday-Friday 7:00 AM - 5:00 PM PT', 'Saturday-Sunday Closed']],
    ['FIGURE_NY', ['Monday-Friday 6:00 AM - 6:00 PM PT', 'Saturday-Sunday Closed']],
    ['CCM_EQUITY_EXPRESS', ['Monday-Friday 8:00 AM - 5:00 PM PT', 'Saturday-Sunday Closed']],
    ['FAIRWAY', ['Monday-Friday 7:00 AM - 6:00 PM PT', 'Saturday-Sunday Closed']],
  ])('with display=true, %s hours are shown as Pacific ranges', async (org, display) => {
    expect((await get(`${BASE}/OPS_PHONE?display=true`, { 'x-org': org })).json().display).toEqual(display);
  });

  it('answers the week for /week, the organisation default when it has no entry, and honours orgCode and org queries', async () => {
    const week = (await get(`${BASE}/OPS_PHONE/week`, { 'x-org': 'FIGURE' })).json();
    expect(week).toEqual(hoursFile.default.departments.OPS_PHONE);
    expect((await get(`${BASE}/OPS_PHONE/week?orgCode=FAIRWAY`)).json()).toEqual(hoursFile.byOrg.FAIRWAY.departments.OPS_PHONE);
    expect((await get(`${BASE}/OPS_PHONE/week?org=homepoint`)).json()).toEqual(hoursFile.byOrg.HOMEPOINT.departments.OPS_PHONE);
    expect((await get(`${BASE}/ops_chat/week`)).json()).toEqual(hoursFile.default.departments.OPS_CHAT);
  });

  it.each([`${BASE}/NOPE`, `${BASE}/NOPE/week`])('answers 404 for the unknown department %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ message: 'Not found', code: 'NOT_FOUND' }] });
  });

  it('answers 400 for a display value that is not a boolean', async () => {
    const res = await get(`${BASE}/OPS_PHONE?display=maybe`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toEqual(expect.any(String));
  });
});
