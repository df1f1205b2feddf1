// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { firstInvalidControl, settleInvalidFocus } from '../../../../engine/render/step-form/first-invalid-control';

const form = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
};
afterEach(() => { document.body.innerHTML = ''; });

const ADDRESS = `
  <input id="root_propertyAddress_street1"><input id="root_propertyAddress_city"><input type="hidden" id="root_hidden">
  <select id="root_occupancy"></select>
  <input type="radio" id="root_married-0"><input type="radio" id="root_married-1">
  <textarea id="root_notes"></textarea>
  <input id="root_income" disabled><input id="root_incomeOther">`;

describe('firstInvalidControl', () => {
  it.each<[string, string[], string | null]>([
    ['the first control in document order, not the first error listed', ['occupancy', 'propertyAddress.city'], 'root_propertyAddress_city'],
    ['an error on an object field: its first control', ['propertyAddress'], 'root_propertyAddress_street1'],
    ['a select', ['occupancy'], 'root_occupancy'],
    ['a choice: its first option', ['married'], 'root_married-0'],
    ['a textarea', ['notes'], 'root_notes'],
    ['a disabled control is passed over', ['income', 'incomeOther'], 'root_incomeOther'],
    ['a name that only starts like the field is not it', ['income'], null],
    ['a hidden input is not a control', ['hidden'], null],
    ['form-level errors (no field) choose nothing', [''], null],
    ['no errors', [], null],
  ])('%s', (_name, fields, id) => {
    expect(firstInvalidControl(form(ADDRESS), fields)?.id ?? null).toBe(id);
  });

  it('answers null without a form', () => {
    expect(firstInvalidControl(null, ['a'])).toBeNull();
  });
});

describe('settleInvalidFocus', () => {
  it('leaves focus on the first invalid field, or inside it', () => {
    const root = form('<fieldset aria-invalid="true" id="a"><input id="a1"></fieldset><input id="b" aria-invalid="true">');
    (root.querySelector('#a1') as HTMLElement).focus();
    expect(settleInvalidFocus(root)).toBeNull();
    expect(document.activeElement?.id).toBe('a1');
  });

  it('moves focus to the first field marked invalid when the chosen control was not it', () => {
    const root = form('<input id="x"><input id="y" aria-invalid="true"><input id="z" aria-invalid="true">');
    (root.querySelector('#x') as HTMLElement).focus();
    expect(settleInvalidFocus(root)?.id).toBe('y');
    expect(document.activeElement?.id).toBe('y');
  });

  it('does nothing when no field is marked invalid', () => {
    expect(settleInvalidFocus(form('<input id="x">'))).toBeNull();
  });
});
