import { describe, expect, it } from 'vitest';
import { createRuleContext, type Answers } from '../../../../engine/core';
import { hiddenFields, withHiddenFields, withoutFields } from '../../../../src/application/forms/show-when';
import contact from '../../../../flows/application/steps/contact.step.json';
import hmda from '../../../../flows/application/steps/hmda.step.json';

const context = (answers: Answers) => createRuleContext({ brand: { id: 'figure', orgCode: 'FIGURE', features: {}, rules: { minAge: 18 } }, today: '2026-06-15', answers });

describe('showWhen (ui:options) of the application steps', () => {
  it.each([
    ['contact, same address', contact.uiSchema, { mailingAddressSameAsProperty: true }, ['mailingAddress']],
    ['contact, not answered', contact.uiSchema, {}, ['mailingAddress']],
    ['contact, another address', contact.uiSchema, { mailingAddressSameAsProperty: false }, []],
    ['hmda, nothing ticked', hmda.uiSchema, {}, ['ethnicityOther', 'raceAmericanIndianTribe', 'raceOtherAsian', 'raceOtherPacificIslander']],
    ['hmda, other Asian ticked', hmda.uiSchema, { race: ['ASIAN', 'OTHER_ASIAN'] }, ['ethnicityOther', 'raceAmericanIndianTribe', 'raceOtherPacificIslander']],
    ['hmda, every free text applies', hmda.uiSchema, { ethnicity: ['OTHER_HISPANIC_OR_LATINO'], race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'OTHER_ASIAN', 'OTHER_PACIFIC_ISLANDER'] }, []],
  ])('%s', (_name, uiSchema, answers, expected) => {
    expect(hiddenFields(uiSchema, context(answers))).toEqual(expected);
  });

  it('hides fields with RJSF hidden widget, leaving the others and the original alone', () => {
    const ui = { a: { 'ui:widget': 'TextWidget' }, b: { 'ui:field': 'AddressField' } };
    expect(withHiddenFields(ui, [])).toBe(ui);
    expect(withHiddenFields(ui, ['b'])).toEqual({ a: { 'ui:widget': 'TextWidget' }, b: { 'ui:field': 'AddressField', 'ui:widget': 'hidden' } });
    expect(ui.b).toEqual({ 'ui:field': 'AddressField' });
  });

  it('drops the answers of hidden fields', () => {
    const answers = { a: 1, b: 2 };
    expect(withoutFields(answers, ['c'])).toBe(answers);
    expect(withoutFields(answers, ['b'])).toEqual({ a: 1 });
  });
});
