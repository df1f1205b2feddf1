import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreateHelocBody, flowStepAnswerKeys, type Answers, type CreateHelocBody } from '../../../engine/core';
import { validateCreateHeloc } from '../../../server/applications/validate-create-heloc';
import { loadFixtures } from '../../../server/data/load-fixtures';
import { readProjectData, type ProjectData } from '../../../server/data/project-data';
import { ApiError } from '../../../server/http/api-error';
import { loadStepValidators } from '../../../server/validation/load-step-validators';
import { copyProjectTree, editJson, removeTree } from '../../fixtures/project-tree';
import { createHeloc, dobForAge, fileBackedApp, signUp, TODAY } from './helpers';

// A registration step added in data only (a copy of flows/ and brands/): its answers reach the server in the create
// body, are validated there with the step's own schema, messages and checks, and are stored with the application.

const STEP = {
  $schema: '../../../schemas/step.schema.json',
  id: 'home-value',
  titleKey: 'step.homeValue.title',
  schema: {
    $id: 'stepHomeValue',
    type: 'object',
    required: ['homeValue'],
    properties: {
      homeValue: {
        type: 'object',
        required: ['estimate', 'mortgageBalance'],
        properties: { estimate: { type: 'integer', minimum: 1 }, mortgageBalance: { type: 'integer', minimum: 0 } },
      },
    },
  },
  uiSchema: { homeValue: { estimate: { 'ui:title': 'field.homeValue.estimate' }, mortgageBalance: { 'ui:title': 'field.homeValue.balance' } } },
  messages: { 'homeValue.estimate': { required: 'homeValue.estimate.required', '*': 'homeValue.estimate.invalid' } },
  checks: [{
    id: 'balance-below-value',
    field: 'homeValue.mortgageBalance',
    failWhen: { '>': [{ var: 'answers.homeValue.mortgageBalance' }, { var: 'answers.homeValue.estimate' }] },
    message: 'homeValue.balanceAboveValue',
  }],
};

// A second one, skipped when the borrower lives at the property: its answers are neither checked nor stored then.
const SKIPPED = {
  ...STEP, id: 'rental-income',
  schema: { $id: 'stepRentalIncome', type: 'object', required: ['rentalIncome'], properties: { rentalIncome: { type: 'integer', minimum: 0 } } },
  uiSchema: { rentalIncome: { 'ui:title': 'field.homeValue.estimate' } }, messages: {}, checks: [],
};

const WORDS = {
  'step.homeValue.title': 'What is your home worth?',
  'field.homeValue.estimate': 'Estimated value',
  'field.homeValue.balance': 'Mortgage balance',
  'homeValue.estimate.required': 'Enter the estimated value',
  'homeValue.estimate.invalid': 'Enter a whole number of dollars',
  'homeValue.balanceAboveValue': 'The balance cannot be more than the home is worth',
};

const answers = (homeValue: unknown, rentalIncome: unknown = 'not a number'): Answers => ({
  rentalIncome,
  propertyAddress: { street1: '2275 South Congress Avenue', city: 'Austin', state: 'TX', zip: '78704', occupancyType: 'HOME' },
  isListedForSale: false,
  income: { employmentType: 'FULL_TIME', income: 120000, otherIncome: 0 },
  name: { firstName: 'Jane', lastName: 'Doe', suffix: '' },
  dob: dobForAge(45),
  homeValue,
  email: 'jane@example.com', phoneNumber: '(555) 201-4477', termPrivacyConsent: true, communicationConsent: true,
  password: 'Correct-Horse-9!', confirmPassword: 'Correct-Horse-9!',
});

let root: string;
let data: ProjectData;

beforeAll(() => {
  root = copyProjectTree();
  writeFileSync(join(root, 'flows/registration/steps/home-value.step.json'), JSON.stringify(STEP, null, 2));
  writeFileSync(join(root, 'flows/registration/steps/rental-income.step.json'), JSON.stringify(SKIPPED, null, 2));
}, 30_000);
afterAll(() => removeTree(root));

describe('a registration step added in data only', () => {
  beforeAll(() => {
    editJson(root, 'flows/registration/registration.flow.json', (flow) => {
      const at = flow.steps.findIndex((s: { id: string }) => s.id === 'birthdate') + 1;
      flow.steps.splice(at, 0, { id: 'home-value', file: 'steps/home-value.step.json' }, {
        id: 'rental-income', file: 'steps/rental-income.step.json', skipWhen: { '==': [{ var: 'answers.propertyAddress.occupancyType' }, 'HOME'] },
      });
    });
    editJson(root, 'brands/default.brand.json', (brand) => Object.assign(brand.copy, WORDS));
    data = readProjectData(root);
  });

  const body = (homeValue: unknown) => {
    const flow = data.flows[data.createHelocBody.flow];
    return buildCreateHelocBody(answers(homeValue), { consentVersions: {}, experiments: {}, query: {} }, data.createHelocBody, flowStepAnswerKeys(flow, data.steps));
  };

  const validate = async (b: Partial<CreateHelocBody>) => {
    const ctx = { data, fixtures: loadFixtures(), validators: await loadStepValidators(data.steps, [root]), today: () => TODAY };
    try {
      return validateCreateHeloc(ctx, data.brands.figure, b);
    } catch (error) {
      if (error instanceof ApiError) return error.errors;
      throw error;
    }
  };

  it('loads without problems', () => {
    expect(data.problems).toEqual([]);
  });

  it('(a) the body carries the new answers under additionalAnswers, never the identity-only ones', () => {
    const b = body({ estimate: 500000, mortgageBalance: 200000 });
    expect(b.additionalAnswers).toEqual({ homeValue: { estimate: 500000, mortgageBalance: 200000 }, rentalIncome: 'not a number' });
    expect(JSON.stringify(b)).not.toContain('Correct-Horse');
    expect(b.profileRequest.email).toBe('jane@example.com');
  });

  it.each([
    ['a failing check', { estimate: 100000, mortgageBalance: 200000 }, { field: 'homeValue.mortgageBalance', message: 'The balance cannot be more than the home is worth' }],
    ['a schema error', { estimate: 'a lot', mortgageBalance: 0 }, { field: 'homeValue.estimate', message: 'Enter a whole number of dollars' }],
    ['a missing answer', undefined, { field: 'homeValue.estimate', message: 'Enter the estimated value' }],
  ])('(b) the server refuses %s with the step\'s own message', async (_label, homeValue, expected) => {
    expect(await validate(body(homeValue))).toEqual(expect.arrayContaining([expect.objectContaining(expected)]));
  });

  it('(b) keys the mapping does not know are dropped, not validated nor stored', async () => {
    const b = { ...body({ estimate: 500000, mortgageBalance: 1 }), additionalAnswers: { homeValue: { estimate: 500000, mortgageBalance: 1 }, password: 'x' } };
    expect(await validate(b)).toMatchObject({ homeValue: { estimate: 500000 } });
    expect(await validate(b)).not.toHaveProperty('password');
  });

  it('(b) a skipped step\'s answers are neither checked nor kept; once it applies, they are checked', async () => {
    expect(await validate(body({ estimate: 500000, mortgageBalance: 1 }))).not.toHaveProperty('rentalIncome');
    const renter = body({ estimate: 500000, mortgageBalance: 1 });
    renter.propertyRequest.occupancyType = 'INVESTMENT';
    renter.profileRequest.homeAddress = { street1: '9 Elm Street', city: 'Dallas', state: 'TX', zip: '75201' };
    expect(await validate(renter)).toEqual([expect.objectContaining({ field: 'rentalIncome' })]);
  });

  it('(c) a good answer is stored with the application', async () => {
    const { app, db, close } = await fileBackedApp('heloc-new-step-', { dataRoot: root });
    try {
      const { authorization } = await signUp(app);
      const refused = await createHeloc(app, authorization, body({ estimate: 100000, mortgageBalance: 200000 }), 'TX');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'homeValue.mortgageBalance', message: 'The balance cannot be more than the home is worth' })]);
      const created = await createHeloc(app, authorization, body({ estimate: 500000, mortgageBalance: 200000 }), 'TX');
      expect(created.statusCode, created.body).toBe(200);
      const row = await db.selectFrom('applications').select('additional_answers').where('uuid', '=', created.json().uuid).executeTakeFirstOrThrow();
      expect(JSON.parse(String(row.additional_answers))).toEqual({ homeValue: { estimate: 500000, mortgageBalance: 200000 } });
    } finally {
      await close();
    }
  });
});
