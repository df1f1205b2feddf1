import { afterAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../../scripts/cli/check';
import { recordingIo } from '../../../scripts/cli/io';
import { plainLine } from './run-cli';
import { copyProjectTree, editJson, removeTree } from '../../fixtures/project-tree';

// `npm run flows -- check` knows `ui:options.showWhen`: a rule reading a field the step does not have is reported
// with the step file and the rule's JSON pointer.

const trees: string[] = [];
afterAll(() => trees.forEach(removeTree));
const CONTACT = 'flows/application/steps/contact.step.json';

describe('flows check: showWhen', () => {
  it('reports a showWhen naming an unknown field, and one that is not json-logic', () => {
    const root = copyProjectTree();
    trees.push(root);
    editJson(root, CONTACT, (s) => {
      s.uiSchema.mailingAddress['ui:options'].showWhen = { '==': [{ var: 'answers.mailingAddressIsSame' }, false] };
    });
    editJson(root, 'flows/application/steps/hmda.step.json', (s) => {
      s.uiSchema.ethnicityOther['ui:options'].showWhen = { in: ['OTHER_HISPANIC_OR_LATINO'], var: 'answers.ethnicity' };
    });
    const io = recordingIo();
    expect(runCheck(['--root', root], io)).toBe(1);
    expect(io.stdout.map(plainLine).sort()).toEqual([
      `${CONTACT}#/uiSchema/mailingAddress/ui:options/showWhen: showWhen reads 'answers.mailingAddressIsSame', but 'mailingAddressIsSame' is not a field of the step's schema [E_UNKNOWN_VARIABLE]`,
      'flows/application/steps/hmda.step.json#/uiSchema/ethnicityOther/ui:options/showWhen: not a json-logic rule: an object must hold exactly one operator [E_SHOW_WHEN_RULE]',
    ]);
  });
});
