import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProjectData } from '../../../server/data/project-data';
import { startApplication, testApp } from './helpers';

// POST credit/ssn and POST credit/retry are checked with the steps their pages render (flows/application/steps/
// credit-ssn and credit-pin): a value the page refuses is refused with the same words, field by field.

const copy = readProjectData().brands.homepoint.copy;
const errorsOf = (res: { json: () => unknown }) => (res.json() as { errors: { field?: string; message: string }[] }).errors;

describe('credit retry bodies', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });

  it.each([
    [{ ssn: '12345' }, 'credit.ssn.invalid'],
    [{ ssn: '123456789' }, 'credit.ssn.invalid'],
    [{ ssn: '' }, 'credit.ssn.required'],
    [{}, 'credit.ssn.required'],
    [{ ssn: '666-12-3456' }, 'credit.ssn.notIssued'],
  ])('POST credit/ssn %j → 400 with the credit-ssn step\'s message', async (body, key) => {
    const { calls } = await startApplication(app, 'Nomatch', 'homepoint');
    const res = await calls.post('/credit/ssn', body);
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([{ field: 'ssn', message: copy[key], code: 'VALIDATION_FAILED' }]);
    expect((await calls.profile()).hasSsn).toBe(false);
  });

  it.each([[{ pin: '123' }], [{ pin: '12345678901234567' }], [{ pin: '12-34' }], [{ pin: '' }], [{ pin: 1234 }]])(
    'POST credit/retry %j → 400 with the credit-pin step\'s message; the status stays',
    async (body) => {
      const { calls } = await startApplication(app, 'Frozen', 'homepoint');
      const res = await calls.post('/credit/retry', body);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ field: 'pin', message: copy['credit.pin.invalid'], code: 'VALIDATION_FAILED' }]);
      expect(await calls.status()).toBe('CREDIT_FROZEN');
    },
  );

  it.each([[{}], [{ pin: null }], [{ pin: 'Ab12Cd34' }]])('POST credit/retry %j is accepted', async (body) => {
    const { calls } = await startApplication(app, 'Frozen', 'homepoint');
    const res = await calls.post('/credit/retry', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().status.checklistStatus).toBe('WAITING_FOR_CREDIT');
  });
});
