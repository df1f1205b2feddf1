import { describe, expect, it } from 'vitest';
import { checkShowWhen, createRuleContext, hiddenFields, withHiddenFields, withoutFields, type Answers, type StepDefinition } from '../../../engine/core';
import contact from '../../../flows/application/steps/contact.step.json';
import hmda from '../../../flows/application/steps/hmda.step.json';

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

/** A step with one field `b` shown when the rule holds. */
const stepWith = (rule: unknown, field = 'b'): StepDefinition => ({
  $schema: '', id: 'demo', titleKey: 'demo.title',
  schema: { $id: 'demo', type: 'object', properties: { a: { type: 'boolean' }, b: { type: 'string' }, c: { type: 'object' } } },
  uiSchema: { a: { 'ui:widget': 'YesNoWidget' }, [field]: { 'ui:options': { showWhen: rule } } },
});
const AT = '/uiSchema/b/ui:options/showWhen';

describe('checkShowWhen (flows check)', () => {
  it.each<[string, unknown, { code: string; pointer: string; message: string }[]]>([
    ['a rule over a field of the step', { '==': [{ var: 'answers.a' }, true] }, []],
    ['a nested field and the brand', { and: [{ var: 'answers.c.d' }, { var: 'brand.features.x' }] }, []],
    ['a literal', true, []],
    ['an unknown field', { '==': [{ var: 'answers.nope' }, true] }, [
      { code: 'E_UNKNOWN_VARIABLE', pointer: AT, message: "showWhen reads 'answers.nope', but 'nope' is not a field of the step's schema" },
    ]],
    ['an unknown field under a default', { var: ['answers.nope.x', false] }, [
      { code: 'E_UNKNOWN_VARIABLE', pointer: AT, message: "showWhen reads 'answers.nope.x', but 'nope' is not a field of the step's schema" },
    ]],
    ['an unknown operation', { heloc_nope: [{ var: 'answers.a' }] }, [
      { code: 'E_UNKNOWN_OPERATION', pointer: AT, message: "unknown json-logic operation 'heloc_nope'" },
    ]],
    ['an object of two keys', { '==': [{ var: 'answers.a' }, { x: 1, y: 2 }] }, [
      { code: 'E_SHOW_WHEN_RULE', pointer: `${AT}/==/1`, message: 'not a json-logic rule: an object must hold exactly one operator' },
    ]],
  ])('%s', (_name, rule, expected) => {
    expect(checkShowWhen(stepWith(rule), 'flows/demo.step.json')).toEqual(expected.map((p) => ({ ...p, file: 'flows/demo.step.json' })));
  });

  it('reports a showWhen on a field the schema does not have', () => {
    expect(checkShowWhen(stepWith({ var: 'answers.a' }, 'z'), 'f.json')).toEqual([
      { code: 'E_SHOW_WHEN_FIELD', file: 'f.json', pointer: '/uiSchema/z', message: "showWhen is on 'z', which is not a field of the step's schema" },
    ]);
  });
});
