import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runFlowsCli } from '../../../scripts/cli/dispatch';
import { checkProject, runCheck } from '../../../scripts/cli/check';
import { recordingIo } from '../../../scripts/cli/io';
import { staleValidatorProblems } from '../../../scripts/cli/stale-validators';
import { generateValidatorModules } from '../../../scripts/lib/generate-validators';
import { copyProjectTree, editJson, removeTree } from '../../fixtures/project-tree';
import { runCliProcess } from './run-cli';

const trees: string[] = [];
/** A fresh copy of the repository's data with the given edits applied. */
const brokenTree = (...edits: ((root: string) => void)[]) => {
  const root = copyProjectTree();
  trees.push(root);
  edits.forEach((edit) => edit(root));
  return root;
};
afterAll(() => trees.forEach(removeTree));

const STEPS = 'flows/registration/steps';
const FLOW = 'flows/registration/registration.flow.json';
const unknownWidget = (root: string) => editJson(root, `${STEPS}/legal-name.step.json`, (s) => { s.uiSchema.name.suffix['ui:widget'] = 'FancyWidget'; });
const badColour = (root: string) => editJson(root, 'brands/homepoint.brand.json', (b) => { b.theme.primary = '#12345'; });
const unknownOperation = (root: string) => editJson(root, `${STEPS}/annual-income.step.json`, (s) => { s.checks[0].failWhen = { heloc_nope: [{ var: 'answers.income.income' }] }; });

const EXPECTED_LINES = [
  `${STEPS}/legal-name.step.json#/uiSchema/name/suffix/ui:widget (line 76, column 9): unknown widget 'FancyWidget' — use a widget registered in engine/core/data/known-components.ts [E_UNKNOWN_WIDGET]`,
  'brands/homepoint.brand.json#/theme/primary (line 10, column 5): must match pattern "^#[0-9a-fA-F]{6}$" — correct the value to match the file\'s meta-schema in schemas/ [E_SCHEMA_PATTERN]',
  `${STEPS}/annual-income.step.json#/checks/0/failWhen (line 111, column 7): unknown json-logic operation 'heloc_nope' — use a json-logic operation or one registered in engine/core/rules/operations [E_UNKNOWN_OPERATION]`,
];

describe('flows check', () => {
  it('passes on the repository with a one-line summary', () => {
    const io = recordingIo();
    expect(runCheck([], io)).toBe(0);
    expect(io.stdout).toEqual([expect.stringMatching(/^flows check ok: \d+ file\(s\): \d+ flow\(s\), \d+ step\(s\), \d+ brand\(s\); generated validators up to date$/)]);
  });

  it('prints file#pointer lines and fails on a broken tree', () => {
    const root = brokenTree(unknownWidget, badColour, unknownOperation);
    const io = recordingIo();
    expect(runCheck(['--root', root], io)).toBe(1);
    expect(io.stdout.sort()).toEqual([...EXPECTED_LINES].sort());
    expect(io.stderr).toEqual(['flows check: 3 problem(s) found']);
  });

  it.each<[string, (root: string) => void, string]>([
    ['a flow naming a missing step file', (r) => editJson(r, FLOW, (f) => { f.steps[2].file = 'steps/nowhere.step.json'; }),
      `${FLOW}#/steps/2/file: no file ${STEPS}/nowhere.step.json [E_MISSING_FILE]`],
    ['an entry guard naming an unknown step', (r) => editJson(r, FLOW, (f) => { f.entryGuards[2].action.to = 'step:nowhere'; }),
      `${FLOW}#/entryGuards/2/action/to: the flow has no step 'nowhere' [E_UNKNOWN_STEP]`],
    ['a skip rule with an unknown operation', (r) => editJson(r, FLOW, (f) => { f.steps[1].skipWhen = { heloc_nope: [] }; }),
      `${FLOW}#/steps/1/skipWhen: unknown json-logic operation 'heloc_nope' [E_UNKNOWN_OPERATION]`],
    ['a modal with a missing copy key', (r) => editJson(r, FLOW, (f) => { f.modals['low-income'].titleKey = 'modal.nope'; }),
      `${FLOW}#/modals/low-income/titleKey: copy key 'modal.nope' is not in brands/default.brand.json [E_MISSING_COPY]`],
    ['a processing message with a missing copy key', (r) => editJson(r, FLOW, (f) => { f.processingMessages[6] = 'processing.nope'; }),
      `${FLOW}#/processingMessages/6: copy key 'processing.nope' is not in brands/default.brand.json [E_MISSING_COPY]`],
    ['a step guard opening an unknown modal', (r) => editJson(r, `${STEPS}/annual-income.step.json`, (s) => { s.guards[0].action.modal = 'nope'; }),
      `${STEPS}/annual-income.step.json#/guards/0/action/modal: modal 'nope' is not defined in ${FLOW} [E_UNKNOWN_MODAL]`],
    ['a verify-ability reason opening an unknown modal', (r) => editJson(r, FLOW, (f) => { f.abilityModals.RECENT_HELOC = 'nope'; }),
      `${FLOW}#/abilityModals/RECENT_HELOC: modal 'nope' is not defined in ${FLOW} [E_UNKNOWN_MODAL]`],
    ['a step label missing from the default brand', (r) => editJson(r, `${STEPS}/for-sale.step.json`, (s) => { s.titleKey = 'step.nope'; }),
      `${STEPS}/for-sale.step.json#/titleKey: copy key 'step.nope' is not in brands/default.brand.json [E_MISSING_COPY]`],
    ['refusal words missing from the default brand', (r) => editJson(r, `${STEPS}/property-address.step.json`, (s) => { s.guards[1].action.refusalMessage = 'address.nope'; }),
      `${STEPS}/property-address.step.json#/guards/1/action/refusalMessage: copy key 'address.nope' is not in brands/default.brand.json [E_MISSING_COPY]`],
    ['a navigate modal action without its page', (r) => editJson(r, FLOW, (f) => { delete f.modals['active-application'].actions[0].to; }),
      `${FLOW}#/modals/active-application/actions/0: must have required property 'to' [E_SCHEMA_REQUIRED]`],
    ['a host row naming no brand', (r) => editJson(r, 'brands/hosts.json', (h) => { h.hosts[0].brand = 'nope'; }),
      "brands/hosts.json#/hosts/0/brand: no brand file with id 'nope' [E_UNKNOWN_BRAND]"],
  ])('reports %s', (_name, edit, line) => {
    const { problems } = checkProject(brokenTree(edit));
    expect(problems.map((p) => `${p.file}#${p.pointer}: ${p.message} [${p.code}]`)).toContain(line);
  });

  it('reports a JSON syntax error with its line and column, and still checks the other files', () => {
    const root = brokenTree(unknownWidget, (r) => {
      const path = join(r, 'brands/fairway.brand.json');
      writeFileSync(path, readFileSync(path, 'utf8').replace('"id": "fairway",', '"id": "fairway",,'));
    });
    const { problems } = checkProject(root);
    expect(problems).toContainEqual(expect.objectContaining({ code: 'E_JSON_SYNTAX', file: 'brands/fairway.brand.json', line: 3, column: 19 }));
    expect(problems).toContainEqual(expect.objectContaining({ code: 'E_UNKNOWN_WIDGET', file: `${STEPS}/legal-name.step.json` }));
  });

  it('reports generated validators that are out of date, missing or orphaned', () => {
    const real = generateValidatorModules();
    const [first, second] = Object.keys(real).filter((k) => k.includes('/steps/'));
    const fake = { ...real, [first]: `${real[first]}// changed\n`, 'engine/generated/steps/brand-new.js': '' };
    delete (fake as Record<string, string>)[second];
    const problems = staleValidatorProblems(() => fake);
    expect(problems.map((p) => [p.file, p.code])).toEqual([
      [first, 'E_VALIDATORS_STALE'], ['engine/generated/steps/brand-new.js', 'E_VALIDATORS_STALE'], [second, 'E_VALIDATORS_STALE'],
    ]);
    expect(problems[0].message).toContain('npm run build:validators');
  });

  it('exits 2 with the usage on a bad option', async () => {
    const io = recordingIo();
    expect(await runFlowsCli(['check', '--rooot', '.'], io)).toBe(2);
    expect(io.stderr.join('\n')).toMatch(/unknown option --rooot[\s\S]*usage: npm run flows -- check/);
  });

  it('exits 1 from a real process on a broken tree', () => {
    const run = runCliProcess(['check', '--root', brokenTree(unknownWidget, badColour, unknownOperation)]);
    expect(run.status).toBe(1);
    expect(run.stdout.trim().split('\n').sort()).toEqual([...EXPECTED_LINES].sort());
  });
});
