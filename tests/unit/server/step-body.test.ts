import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { readProjectData, REPO_ROOT } from '../../../server/data/project-data';
import { CONTACT_FALLBACK, HMDA_FALLBACK, LIENS_FALLBACK, OWNERSHIP_AND_SSN_FALLBACK } from '../../../server/validation/application-step-schemas';
import { loadStepValidators } from '../../../server/validation/load-step-validators';
import { stepBodyCheck } from '../../../server/validation/step-body';
import { ANSWERS, TODAY } from './helpers';

// Which check a form call's body gets: the step's own validator when flows/application/steps/<id>.step.json and its
// precompiled validator exist (as for registration), else the minimal fallback schema.

const FORMS = [
  ['liens', LIENS_FALLBACK, ANSWERS.liens()],
  ['ownership-and-ssn', OWNERSHIP_AND_SSN_FALLBACK, ANSWERS.profile],
  ['contact', CONTACT_FALLBACK, ANSWERS.contact],
  ['hmda', HMDA_FALLBACK, ANSWERS.hmda],
] as const;

describe('form step bodies', () => {
  it.each(FORMS)('%s: the step validator is used when the step exists, the fallback schema otherwise', async (id, fallback, answers) => {
    const data = readProjectData();
    const withStep = { data, validators: await loadStepValidators(data.steps, [REPO_ROOT]), today: () => TODAY };
    const check = stepBodyCheck(withStep, id, fallback);
    expect(check.source).toBe(data.steps[id] ? 'step' : 'fallback');
    const brand = data.brands.figure;
    expect(check.errors(answers as Record<string, unknown>, brand)).toEqual([]);
    const missing = stepBodyCheck({ data: { ...data, steps: {} }, validators: {}, today: () => TODAY }, id, fallback);
    expect(missing).toMatchObject({ source: 'fallback', bodySchema: fallback });
  });

  it.each(FORMS)('%s: the fallback schema accepts the contract body and refuses an empty one', (_id, fallback, answers) => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(fallback);
    expect(validate(answers)).toBe(true);
    expect(validate({})).toBe(false);
  });
});
