import { describe, expect, it } from 'vitest';
import { declaredCalls } from '../../../engine/core';
import { readProjectData, REPO_ROOT } from '../../../server/data/project-data';
import { loadStepValidators } from '../../../server/validation/load-step-validators';
import { stepBodyCheck } from '../../../server/validation/step-body';
import { ANSWERS, TODAY } from './helpers';

// Every call flows/application/pages.json declares is checked with its step's own validator (as in the browser).

const BODIES: Record<string, Record<string, unknown>> = {
  liens: ANSWERS.liens() as Record<string, unknown>,
  'ownership-and-ssn': ANSWERS.profile,
  contact: ANSWERS.contact,
  hmda: ANSWERS.hmda,
  'credit-ssn': { ssn: '123-45-6789' },
  'credit-pin': { pin: '1234' },
  'income-documents': { paystubs: [{ uuid: '0b7a6c1e-1c1e-4c1e-9c1e-0b7a6c1e1c1f', fileName: 'paystub.pdf' }] },
  'employer-verification': { employerName: 'Acme Tools', contactName: 'Pat Lee', contactPhone: '(512) 555-0142', contactEmail: 'hr@acme.example' },
  'co-signer': { name: 'Jordan Coowner', email: 'jordan@example.com', phone: '5125550188' },
  'bank-account': { routingNumber: '021000021', accountNumber: '000123456789', accountNumberConfirm: '000123456789', accountType: 'CHECKING' },
  autopay: { payType: 'AUTOPAY', sameAccount: true },
  identity: { idType: 'PASSPORT', front: { uuid: '0b7a6c1e-1c1e-4c1e-9c1e-0b7a6c1e1c1e', fileName: 'passport.png' } },
  'value-estimate': { estimatedValue: 640_000 },
  'property-condition': { condition: 'GOOD' },
  'order-valuation': { preferredDays: ['MONDAY', 'FRIDAY'], timeWindow: 'AFTERNOON', accessPhone: '(512) 555-0144' },
  'inquiry-attestation': {
    inquiries: [{ uuid: 'inq-1', ledToNewCredit: true, accountType: 'AUTO_LOAN', balance: 18_000, monthlyPayment: 420 }, { uuid: 'inq-2', ledToNewCredit: false }],
    attested: true,
  },
  'lien-attestation': { allLiensListed: true, noneInDefault: true, signature: 'Jane Doe' },
  'linked-account': { accountUuid: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' },
  insurance: {
    declarations: { uuid: '6e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b', fileName: 'declarations.pdf' },
    carrier: 'Lone Star Mutual', policyNumber: 'HO3-445122', effectiveDate: '2025-01-01', expiryDate: '2026-01-01',
  },
};

/** The application a step's checks read, for the steps whose checks read it (the answer's linked accounts). */
const APPLICATIONS: Record<string, unknown> = {
  'linked-account': { linkedAccounts: [{ uuid: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' }] },
};

describe('form call bodies', () => {
  const data = readProjectData();

  it.each(declaredCalls(data.pages).map((c) => [c.pointer, c.step] as const))('%s: step %s validates the call', async (_pointer, stepId) => {
    const ctx = { data, validators: await loadStepValidators(data.steps, [REPO_ROOT]), today: () => TODAY };
    const check = stepBodyCheck(ctx, stepId, {});
    expect(check.source).toBe('step');
    expect(check.errors(BODIES[stepId], data.brands.figure, undefined, undefined, APPLICATIONS[stepId])).toEqual([]);
  });

  it('a step that is missing has no check (the server refuses to start)', () => {
    const missing = stepBodyCheck({ data: { ...data, steps: {} }, validators: {}, today: () => TODAY }, 'contact', {});
    expect(missing.source).toBe('fallback');
  });
});
