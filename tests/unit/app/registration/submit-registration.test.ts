// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitRegistration, type SubmitInput } from '../../../../src/registration/submit-registration';

// submitRegistration branches on the stable codes of the server's error answers, never on their words.

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let created: { status: number; body: unknown };
let registered: { status: number; body: unknown };
let sentBody: Record<string, unknown> | null;
let identity: Record<string, unknown>;

beforeEach(() => {
  created = { status: 200, body: { uuid: 'app-1' } };
  registered = { status: 200, body: { jwt: 't' } };
  sentBody = null;
  identity = { uuid: 'i-1', email: 'ana@example.com' };
  vi.stubGlobal('fetch', vi.fn(async (url: URL, init: RequestInit) => {
    const path = new URL(url).pathname;
    if (path.endsWith('/registration/register')) return json(registered.status, registered.body);
    if (path.endsWith('/v1_1/identity')) return json(200, identity);
    if (path.endsWith('/verify-ability-to-start-application')) return json(200, { canStartApplication: true, organizationsWithActiveApplication: [] });
    if (path.endsWith('/consent-types')) return json(200, [{ type: 'SOFT_CREDIT', version: '4' }]);
    if (path.endsWith('/application/helocs')) {
      sentBody = JSON.parse(String(init.body));
      return json(created.status, created.body);
    }
    return json(200, {});
  }));
  localStorage.setItem('jwt', 'Bearer t');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const input = (answers: Record<string, unknown> = {}): SubmitInput => ({
  answers: {
    propertyAddress: { street1: '1500 Broadway North', city: 'Fargo', state: 'ND', zip: '58103', occupancyType: 'HOME' },
    isListedForSale: false, income: { employmentType: 'FULL_TIME', income: 90000, otherIncome: 0 },
    name: { firstName: 'Ana', lastName: 'Lopez', suffix: '' }, dob: { day: 1, month: 1, year: 1980 },
    email: 'ana@example.com', phoneNumber: '(555) 201-4477', password: 'Correct-Horse-9!', confirmPassword: 'Correct-Horse-9!',
    ...answers,
  },
  orgCode: 'FIGURE', experiments: {}, query: {}, missingFieldsMessage: 'Missing', abilityModals: { '*': 'active-application' },
  authV2: false, returnPath: '/account/heloc/register-v2',
});

const refusal = (code?: string, message = 'we do not currently offer loans in North Dakota') =>
  ({ status: 400, body: { errors: [code ? { message, code, field: 'propertyAddress.state' } : { message }] } });

describe('submitRegistration: what a refused create-HELOC call does', () => {
  it.each<[string, { status: number; body: unknown }, string]>([
    ['a registration guard (GUARD_BLOCKED)', refusal('GUARD_BLOCKED'), 'stay'],
    ['a state not offered (STATE_NOT_OFFERED)', refusal('STATE_NOT_OFFERED'), 'stay'],
    ['a guard refusal in other words', refusal('GUARD_BLOCKED', 'Your loan officer is not licensed in North Dakota'), 'stay'],
    ['the same words without a code', refusal(undefined), 'leave'],
    ['a validation failure', refusal('VALIDATION_FAILED', 'Required'), 'leave'],
    ['a server failure', { status: 500, body: { errors: [{ message: 'Something unexpected happened', code: 'UNEXPECTED' }] } }, 'leave'],
  ])('%s → %s', async (_label, answer, kind) => {
    created = answer;
    const outcome = await submitRegistration(input());
    expect(outcome.kind).toBe(kind);
    if (outcome.kind === 'stay') expect(outcome.message).toMatch(/North Dakota\.$/);
    if (outcome.kind === 'leave') expect(outcome.to).toBe('/account/heloc/dashboard');
  });

  it('sends the body built from the data mapping, with no password', async () => {
    const outcome = await submitRegistration(input());
    expect(outcome.kind).toBe('created');
    expect(sentBody).toMatchObject({
      propertyRequest: { state: 'ND', occupancyType: 'HOME' }, profileRequest: { firstName: 'Ana', email: 'ana@example.com' },
      consentRequests: [{ consentType: 'SOFT_CREDIT', version: '4', optIn: true }],
    });
    expect(sentBody).not.toHaveProperty('additionalAnswers');
    expect(JSON.stringify(sentBody)).not.toContain('Correct-Horse');
  });
});

describe('submitRegistration: identity registration', () => {
  beforeEach(() => localStorage.clear());

  it('opens Account Already Exists on ACCOUNT_EXISTS', async () => {
    registered = { status: 401, body: { errors: [{ message: 'identity exists', code: 'ACCOUNT_EXISTS' }] } };
    expect(await submitRegistration(input())).toEqual({ kind: 'modal', modal: 'account-exists' });
  });

  it('stays with the words on another refusal', async () => {
    registered = { status: 400, body: { errors: [{ message: 'Please enter a valid email', code: 'VALIDATION_FAILED', field: 'email' }] } };
    expect(await submitRegistration(input())).toEqual({ kind: 'stay', message: 'Please enter a valid email.' });
  });
});

describe('submitRegistration: the e-mail is confirmed before the application is created', () => {
  it.each<[string, boolean | undefined, string]>([
    ['an unconfirmed e-mail → the confirm screen, nothing created', false, 'verify-email'],
    ['a confirmed e-mail → the application', true, 'created'],
  ])('%s', async (_label, emailVerified, kind) => {
    identity = { ...identity, emailVerified };
    const outcome = await submitRegistration(input());
    expect(outcome.kind).toBe(kind);
    expect(sentBody === null).toBe(kind === 'verify-email');
  });
});
