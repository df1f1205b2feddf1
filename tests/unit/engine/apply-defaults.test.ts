import { describe, expect, it } from 'vitest';
import { applyStepDefaults } from '../../../engine/core';
import step from '../../../flows/registration/steps/annual-income.step.json';
import type { StepDefinition } from '../../../engine/core';

const income = step as unknown as StepDefinition;

describe('applyStepDefaults', () => {
  it.each([
    ['nothing answered: other income starts at 0', {}, { income: { otherIncome: 0 } }],
    ['income typed, other income missing', { income: { income: 5 } }, { income: { income: 5, otherIncome: 0 } }],
    ['other income given is kept', { income: { otherIncome: 1200 } }, { income: { otherIncome: 1200 } }],
    ['other answers are untouched', { name: { firstName: 'Al' } }, { name: { firstName: 'Al' }, income: { otherIncome: 0 } }],
  ])('%s', (_name, answers, expected) => {
    expect(applyStepDefaults(income, answers)).toEqual(expected);
  });

  it('returns the same object when nothing is missing', () => {
    const answers = { income: { otherIncome: 0, income: 1, employmentType: 'RETIRED' } };
    expect(applyStepDefaults(income, answers)).toBe(answers);
  });
});
