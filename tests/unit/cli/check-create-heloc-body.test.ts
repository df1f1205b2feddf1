import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../engine/core';
import { checkProject } from '../../../scripts/cli/check';
import { copyProjectTree, editJson, removeTree } from '../../fixtures/project-tree';

// `npm run flows -- check` checks flows/registration/create-heloc-body.json: its meta-schema, then its references.

const FILE = 'flows/registration/create-heloc-body.json';
const trees: string[] = [];
const treeWith = (edit: (mapping: Record<string, any>) => void) => { // eslint-disable-line @typescript-eslint/no-explicit-any -- edits arbitrary data
  const root = copyProjectTree();
  trees.push(root);
  editJson(root, FILE, edit);
  return root;
};
afterAll(() => trees.forEach(removeTree));

describe('flows check: the create-HELOC body mapping', () => {
  it.each<[string, (m: Record<string, any>) => void, string]>([ // eslint-disable-line @typescript-eslint/no-explicit-any -- edits arbitrary data
    ['a pointer without its slash', (m) => { m.body[0].body = 'abVersionsRequest'; }, `${FILE}#/body/0/body: must match pattern "^(/[^/]*)+$" [E_SCHEMA_PATTERN]`],
    ['a part with both a rule and a value', (m) => { m.body[0].value = []; }, `${FILE}#/body/0: must NOT be valid [E_SCHEMA_NOT]`],
    ['an unknown identity-only step', (m) => { m.identityOnlySteps.push('no-such-step'); }, `${FILE}#/identityOnlySteps/2: the flow 'registration' has no step 'no-such-step' [E_UNKNOWN_STEP]`],
    ['an unknown operation', (m) => { m.body[0].rule = { heloc_nope: [] }; }, `${FILE}#/body/0/rule: unknown json-logic operation 'heloc_nope' [E_UNKNOWN_OPERATION]`],
    ['an answer no step has', (m) => { m.answers[0].answer = '/propertyAdress'; }, `${FILE}#/answers/0/answer: no step of the flow 'registration' has the answer 'propertyAdress' [E_UNKNOWN_ANSWER]`],
    ['an unknown flow', (m) => { m.flow = 'signup'; }, `${FILE}#/flow: no flow with id 'signup' [E_UNKNOWN_FLOW]`],
  ])('reports %s as file#pointer', (_label, edit, line) => {
    const { problems } = checkProject(treeWith(edit));
    expect(problems.map(formatProblem)).toContain(line);
  });
});
