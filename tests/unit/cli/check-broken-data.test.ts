import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_COPY_KEYS } from '../../../engine/core/brand/app-copy-keys';
import { runCheck } from '../../../scripts/cli/check';
import { recordingIo } from '../../../scripts/cli/io';
import { checkProject } from '../../../server/data/check-project';
import { copyProjectTree, editJson, removeTree } from '../../fixtures/project-tree';

// A staff member's mistakes, one at a time, in a copy of the real data: each is reported with its file, JSON pointer
// and code, and with nothing else (the real data is clean).

const trees: string[] = [];
// Many copies of the tree: removing them all takes a while on a busy machine.
afterAll(() => trees.forEach(removeTree), 120_000);
const tree = (edit: (root: string) => void): string => {
  const root = copyProjectTree();
  trees.push(root);
  edit(root);
  return root;
};

const STEPS = 'flows/registration/steps';
const INCOME = `${STEPS}/annual-income.step.json`;
const FLOW = 'flows/registration/registration.flow.json';
const MACHINE = 'flows/application/machine.json';
const ROUTES = 'flows/application/status-routes.json';
const PAGES = 'flows/application/pages.json';
const SHELL = 'flows/platform/shell.json';
const STATUSES = 'flows/application/statuses.json';
const FAIRWAY = 'brands/fairway.brand.json';
const PERSONAS = 'server/fixtures/personas.json';
const NOTARY = 'flows/application/notary.json';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- edits reach deep into arbitrary data files
type Json = Record<string, any>;
const edit = (file: string, change: (json: Json) => void) => (root: string) => editJson(root, file, change);

type Finding = { file: string; pointer: string; code: string };
const CASES: [string, (root: string) => void, Finding, ...Finding[]][] = [
  // json-logic rules anywhere: shape, operators, variables
  ['a machine trigger given as a string', edit(MACHINE, (m) => { m.triggers.liens.rule = 'status.liensComplete'; }), { file: MACHINE, pointer: '/triggers/liens/rule', code: 'E_NOT_A_RULE' }],
  ['an object with two operators in a routing row', edit(ROUTES, (r) => { r.rows[8].when = { '==': [1, 1], '!=': [1, 2] }; }), { file: ROUTES, pointer: '/rows/8/when', code: 'E_NOT_A_RULE' }],
  ['an unknown operation deep in a page call body', edit(PAGES, (p) => { p.forms['co-signer'].call.body.phone = { heloc_digitz: [{ var: 'answers.phone' }] }; }), { file: PAGES, pointer: '/forms/co-signer/call/body/phone', code: 'E_UNKNOWN_OPERATION' }],
  ['an unknown operation in a server rule fixture', edit('server/fixtures/server-rules.json', (s) => { s.coSigners.mustSign = { maxx: [1, 2] }; }), { file: 'server/fixtures/server-rules.json', pointer: '/coSigners/mustSign', code: 'E_UNKNOWN_OPERATION' }],
  ['a typo in a check reading an answer', edit(INCOME, (s) => { s.checks[0].failWhen = { '>': [{ var: 'answers.income.incme' }, 1] }; }), { file: INCOME, pointer: '/checks/0/failWhen/>/0/var', code: 'E_UNKNOWN_VARIABLE' }],
  ['a skip rule reading an answer no step has', edit(FLOW, (f) => { f.steps[1].skipWhen = { '==': [{ var: 'answers.propertyAdress.occupancyType' }, 'HOME'] }; }), { file: FLOW, pointer: '/steps/1/skipWhen/==/0/var', code: 'E_UNKNOWN_VARIABLE' }],
  ['an entry guard reading an unknown experiment', edit(FLOW, (f) => { f.entryGuards[0].when.and[1]['!'].var = 'experiments.fe-heloc-redesign-2052'; }), { file: FLOW, pointer: '/entryGuards/0/when/and/1/!/var', code: 'E_UNKNOWN_VARIABLE' }],
  ['a routing row reading an unknown status field', edit(ROUTES, (r) => { r.rows[8].when = { '==': [{ var: 'status.waitingOnFloodCrt' }, true] }; }), { file: ROUTES, pointer: '/rows/8/when/==/0/var', code: 'E_UNKNOWN_VARIABLE' }],
  ['a machine trigger reading an unknown application field', edit(MACHINE, (m) => { m.triggers.liens.rule.and[2]['!!'].var = 'application.selectedPropertyId'; }), { file: MACHINE, pointer: '/triggers/liens/rule/and/2/!!/var', code: 'E_UNKNOWN_VARIABLE' }],
  ['a machine trigger reading an unknown profile field', edit(MACHINE, (m) => { m.triggers.liens.rule.and[0]['!!'].var = 'profile.fullName.firstName'; }), { file: MACHINE, pointer: '/triggers/liens/rule/and/0/!!/var', code: 'E_UNKNOWN_VARIABLE' }],
  ['a dashboard row reading an unknown status field', edit(SHELL, (s) => { s.dashboard.states[0].when['=='][0].var = 'status.checklist'; }), { file: SHELL, pointer: '/dashboard/states/0/when/==/0/var', code: 'E_UNKNOWN_VARIABLE' }],
  ['a rule reading an unknown flag', edit(INCOME, (s) => { s.checks[0].failWhen = { var: 'flags.fe-heloc-no-such-flag' }; }), { file: INCOME, pointer: '/checks/0/failWhen/var', code: 'E_UNKNOWN_VARIABLE' }],
  ['a rule reading an unknown brand feature', edit(INCOME, (s) => { s.checks[0].failWhen = { var: 'brand.features.hawaiReferral' }; }), { file: INCOME, pointer: '/checks/0/failWhen/var', code: 'E_UNKNOWN_VARIABLE' }],
  ['a rule reading an unknown brand rule', edit(INCOME, (s) => { s.checks[0].failWhen = { var: 'brand.rules.minimumAge' }; }), { file: INCOME, pointer: '/checks/0/failWhen/var', code: 'E_UNKNOWN_VARIABLE' }],
  ['a rule reading an unknown constant', edit(INCOME, (s) => { s.checks[0].failWhen = { in: ['AL', { var: 'constants.usStatez' }] }; }), { file: INCOME, pointer: '/checks/0/failWhen/in/1/var', code: 'E_UNKNOWN_VARIABLE' }],
  ['a typo in the root of a variable', edit(INCOME, (s) => { s.checks[0].failWhen = { var: 'answer.income.income' }; }), { file: INCOME, pointer: '/checks/0/failWhen/var', code: 'E_UNKNOWN_VARIABLE' }],
  // field names a step uses
  ['a message for a field the schema lacks', edit(INCOME, (s) => { s.messages = { 'income.salary': { required: 'field.income.label' } }; }), { file: INCOME, pointer: '/messages/income.salary', code: 'E_UNKNOWN_FIELD' }],
  ['a check on a field the schema lacks', edit(INCOME, (s) => { s.checks[0].field = 'income.salary'; }), { file: INCOME, pointer: '/checks/0/field', code: 'E_UNKNOWN_FIELD' }],
  ['a uiSchema key the schema lacks', edit(INCOME, (s) => { s.uiSchema.income.salary = { 'ui:widget': 'MoneyWidget' }; }), { file: INCOME, pointer: '/uiSchema/income/salary', code: 'E_UNKNOWN_FIELD' }],
  ['a ui:order name the schema lacks', edit(INCOME, (s) => { s.uiSchema.income['ui:order'][2] = 'otherIncomes'; }), { file: INCOME, pointer: '/uiSchema/income/ui:order/2', code: 'E_UNKNOWN_FIELD' }],
  ['a required name the schema lacks', edit(INCOME, (s) => { s.schema.properties.income.required.push('salary'); }), { file: INCOME, pointer: '/schema/properties/income/required/3', code: 'E_UNKNOWN_FIELD' }],
  ['enum labels that do not match the values', edit(INCOME, (s) => { s.uiSchema.income.employmentType['ui:options'].enumNames.pop(); }), { file: INCOME, pointer: '/uiSchema/income/employmentType/ui:options/enumNames', code: 'E_ENUM_LABELS' }],
  ['a range in the wrong order', edit(INCOME, (s) => { s.schema.properties.income.properties.income.minimum = 20000000; }), { file: INCOME, pointer: '/schema/properties/income/properties/income/minimum', code: 'E_RANGE_ORDER' }],
  ['a pattern that does not compile', edit(INCOME, (s) => { s.schema.properties.income.properties.employmentType.pattern = '[A-Z'; }), { file: INCOME, pointer: '/schema/properties/income/properties/employmentType/pattern', code: 'E_BAD_PATTERN' }],
  // copy keys and placeholders
  ['a dashboard label missing from the default brand', edit(SHELL, (s) => { s.dashboard.states[0].labelKey = 'dashboard.state.closd'; }), { file: SHELL, pointer: '/dashboard/states/0/labelKey', code: 'E_MISSING_COPY' }],
  ['a page title missing from the default brand', edit(PAGES, (p) => { p.pages['error/decline'].titleKey = 'error.decline.titel'; }), { file: PAGES, pointer: '/pages/error~1decline/titleKey', code: 'E_MISSING_COPY' }],
  ['a brand override matching no key', edit(FAIRWAY, (b) => { b.copy['step.legalName.subtitel'] = 'Your name'; }), { file: FAIRWAY, pointer: '/copy/step.legalName.subtitel', code: 'E_UNKNOWN_OVERRIDE' }],
  ['a placeholder nothing fills', edit(FAIRWAY, (b) => { b.copy['step.legalName.subtitle'] = 'Hello {name}, enter your name.'; }), { file: FAIRWAY, pointer: '/copy/step.legalName.subtitle', code: 'E_PLACEHOLDER_UNFILLED' }],
  ["a copy key a React page uses, removed from the default brand", edit('brands/default.brand.json', (b) => { delete b.copy['toast.close']; }), { file: 'engine/core/brand/app-copy-keys.ts', pointer: `/${APP_COPY_KEYS.indexOf('toast.close')}`, code: 'E_MISSING_COPY' }],
  ["a check's message with a placeholder its params do not fill", edit('brands/default.brand.json', (b) => { b.copy['dob.minAge'] = 'You must be at least {minimumAge} years old'; }), { file: `${STEPS}/birthdate.step.json`, pointer: '/checks/1/message', code: 'E_PLACEHOLDER_UNFILLED' }],
  ["a message page's body with a placeholder the page does not fill", edit('brands/default.brand.json', (b) => { b.copy['error.decline.body'] += ' Your reference: {referenceNumber}.'; }), { file: PAGES, pointer: '/pages/error~1decline/bodyKey', code: 'E_PLACEHOLDER_UNFILLED' }],
  ["a notice paragraph with a placeholder the notice does not fill", edit('brands/default.brand.json', (b) => { b.copy['decision.score.source'] += ' Fax: {bureauFax}.'; }), { file: 'flows/application/decision-notice.json', pointer: '/sections/1/blocks/2/textKey', code: 'E_PLACEHOLDER_UNFILLED' }],
  ["the notice's file name with a value only its words get", edit('brands/default.brand.json', (b) => { b.copy['decision.notice.fileName'] = 'Notice {loanNumber} {decisionDate}.pdf'; }), { file: 'flows/application/decision-notice.json', pointer: '/fileNameKey', code: 'E_PLACEHOLDER_UNFILLED' }],
  // the React pages' key families (engine/core/brand/copy-families.ts) and the placeholders the app fills
  ['a key of a family removed from the default brand', edit('brands/default.brand.json', (b) => { delete b.copy['conditions.status.CLEARED']; }), { file: 'engine/core/brand/app-copy-keys.ts', pointer: `/${APP_COPY_KEYS.indexOf('conditions.status.CLEARED')}`, code: 'E_MISSING_COPY' }],
  ['a console role added without its words (its label borrowed; the meta-schema lists the roles too)', edit('flows/platform/console-roles.json', (r) => { r.roles.AUDITOR = { labelKey: 'console.role.CSA', actions: ['viewApplication'] }; }), 
    { file: 'engine/core/brand/copy-families.ts', pointer: '/console.role.*', code: 'E_MISSING_COPY' }, { file: 'flows/platform/console-roles.json', pointer: '/roles', code: 'E_SCHEMA_ADDITIONALPROPERTIES' }],
  ['a key of a family\'s shape that no value makes, overridden', (root: string) => { edit('brands/default.brand.json', (b) => { b.copy['notary.session.state.WAITING'] = 'Waiting'; })(root); edit(FAIRWAY, (b) => { b.copy['notary.session.state.WAITING'] = 'Waiting'; })(root); },
    { file: 'brands/default.brand.json', pointer: '/copy/notary.session.state.WAITING', code: 'E_COPY_KEY_UNUSED' }, { file: FAIRWAY, pointer: '/copy/notary.session.state.WAITING', code: 'E_COPY_KEY_UNUSED' }],
  ['a modal text overridden with a placeholder the modal does not declare', edit(FAIRWAY, (b) => { b.copy['modal.lowIncome.body'] = 'You entered {nmae} a year.'; }),
    { file: FLOW, pointer: '/modals/low-income/bodyKey', code: 'E_PLACEHOLDER_UNFILLED' }, { file: FAIRWAY, pointer: '/copy/modal.lowIncome.body', code: 'E_PLACEHOLDER_UNFILLED' }],
  ['a modal text with a value another modal gets', edit('brands/default.brand.json', (b) => { b.copy['modal.recentHeloc.body'] += ' Call {loPhone}.'; }), { file: FLOW, pointer: '/modals/recent-heloc/bodyKey', code: 'E_PLACEHOLDER_UNFILLED' }],
  ['a family text a React page fills, with an unknown placeholder', edit('brands/default.brand.json', (b) => { b.copy['product.payoff.DEDUCT'] = 'Take {totl} out of my draw'; }), { file: 'brands/default.brand.json', pointer: '/copy/product.payoff.DEDUCT', code: 'E_PLACEHOLDER_UNFILLED' }],
  ['a literal key a React page fills, with an unknown placeholder', edit('brands/default.brand.json', (b) => { b.copy['console.search.count'] = '{count} applications'; }), { file: 'brands/default.brand.json', pointer: '/copy/console.search.count', code: 'E_PLACEHOLDER_UNFILLED' }],
  // words the engine fills (engine/core): relative times, page titles, closing documents, the E-SIGN consent
  ["a relative time's words with a placeholder the engine does not fill", edit('brands/default.brand.json', (b) => { b.copy['time.ago.minutes'] = '{count} minutes ago, at {time}'; }), { file: 'brands/default.brand.json', pointer: '/copy/time.ago.minutes', code: 'E_PLACEHOLDER_UNFILLED' }],
  ["the page title pattern with a placeholder the engine does not fill", edit('brands/default.brand.json', (b) => { b.copy['page.title'] = '{company} | {section} | {page}'; }), { file: 'brands/default.brand.json', pointer: '/copy/page.title', code: 'E_PLACEHOLDER_UNFILLED' }],
  ["a month's name the engine shows, removed from the default brand", edit('brands/default.brand.json', (b) => { delete b.copy['time.month.3']; }), { file: 'engine/core/brand/app-copy-keys.ts', pointer: `/${APP_COPY_KEYS.indexOf('time.month.3')}`, code: 'E_MISSING_COPY' }],
  ["a closing document's paragraph with a placeholder the documents do not fill", edit('brands/default.brand.json', (b) => { b.copy['closing.agreement.promise.text'] += ' Repay it all by {payoffDate}.'; }), { file: 'flows/application/closing-documents.json', pointer: '/documents/0/sections/1/blocks/0/textKey', code: 'E_PLACEHOLDER_UNFILLED' }],
  ["the closing documents' file name with a value only their words get", edit('brands/default.brand.json', (b) => { b.copy['closing.fileName'] = '{title} - {loanNumber} - {borrowerName}.pdf'; }), { file: 'flows/application/closing-documents.json', pointer: '/fileNameKey', code: 'E_PLACEHOLDER_UNFILLED' }],
  ["the E-SIGN consent's words with a placeholder the consent does not fill", edit('brands/default.brand.json', (b) => { b.copy['esign.consent.contact.text'] += ' Fax: {fax}.'; }), { file: 'flows/application/esign-consent.json', pointer: '/sections/3/textKey', code: 'E_PLACEHOLDER_UNFILLED' }],
  ['a property condition added to its step without the sidebar\'s words for it', edit('flows/application/steps/property-condition.step.json', (s) => {
    s.schema.properties.condition.enum.push('NEEDS_WORK'); s.uiSchema.condition['ui:options'].enumNames.push('bpo.condition.POOR');
  }), { file: 'engine/core/brand/copy-families.ts', pointer: '/sidebar.condition.*', code: 'E_MISSING_COPY' }],
  ["a notary failure reason listed without its words", edit('flows/application/notary.json', (n) => { n.failureReasons.push('NOTARY_NO_SHOW'); }), { file: 'engine/core/brand/copy-families.ts', pointer: '/notary.error.reason.*', code: 'E_MISSING_COPY' }],
  // the step widgets' key families (engine/render: the password meter's levels, the typed address's labels, the consent labels' links)
  ["a password meter level's words removed from the default brand", edit('brands/default.brand.json', (b) => { delete b.copy['password.meter.2']; }), { file: 'engine/core/brand/app-copy-keys.ts', pointer: `/${APP_COPY_KEYS.indexOf('password.meter.2')}`, code: 'E_MISSING_COPY' }],
  ["a typed address's label removed from the default brand", edit('brands/default.brand.json', (b) => { delete b.copy['address.zip']; }), { file: 'engine/core/brand/app-copy-keys.ts', pointer: `/${APP_COPY_KEYS.indexOf('address.zip')}`, code: 'E_MISSING_COPY' }],
  ["a brand's consent label linking to a key the default brand lacks", edit(FAIRWAY, (b) => { b.copy['consent.termsPrivacy'] = 'I agree to the {company} [Terms of Use](termz) and [Privacy Policy](privacy).'; }), { file: FAIRWAY, pointer: '/copy/consent.termsPrivacy', code: 'E_MISSING_COPY' }],
  ["a consent link's address removed from the default brand (both brands' labels link to it)", edit('brands/default.brand.json', (b) => { delete b.copy['link.privacy']; }),
    { file: 'brands/default.brand.json', pointer: '/copy/consent.termsPrivacy', code: 'E_MISSING_COPY' }, { file: FAIRWAY, pointer: '/copy/consent.termsPrivacy', code: 'E_MISSING_COPY' }],
  ["a password meter level's words with a placeholder the meter does not fill", edit('brands/default.brand.json', (b) => { b.copy['password.meter.3'] = 'Strong ({percent} %)'; }), { file: 'brands/default.brand.json', pointer: '/copy/password.meter.3', code: 'E_PLACEHOLDER_UNFILLED' }],
  ["a brand's address label with a placeholder nothing fills", edit(FAIRWAY, (b) => { b.copy['address.city'] = 'City in {state}'; }), { file: FAIRWAY, pointer: '/copy/address.city', code: 'E_PLACEHOLDER_UNFILLED' }],
  // brands
  ['a brand id that is not its file name', edit(FAIRWAY, (b) => { b.id = 'fairway-mortgage'; }), { file: FAIRWAY, pointer: '/id', code: 'E_BRAND_ID' },
    // …and the host rows that named it now name no brand.
    { file: 'brands/hosts.json', pointer: '/hosts/5/brand', code: 'E_UNKNOWN_BRAND' }, { file: 'brands/hosts.json', pointer: '/hosts/8/brand', code: 'E_UNKNOWN_BRAND' }],
  ['two brands with one organisation code', edit('brands/homepoint.brand.json', (b) => { b.orgCode = 'FAIRWAY'; }), { file: 'brands/homepoint.brand.json', pointer: '/orgCode', code: 'E_DUPLICATE_ORG_CODE' }],
  ['a missing logo', edit(FAIRWAY, (b) => { b.logo = 'fairway.png'; }), { file: FAIRWAY, pointer: '/logo', code: 'E_MISSING_LOGO' }],
  ['an unknown feature', edit(FAIRWAY, (b) => { b.features = { newYorkModel: true }; }), { file: FAIRWAY, pointer: '/features/newYorkModel', code: 'E_UNKNOWN_FEATURE' }],
  ["a lender's brand without its support contacts", edit(FAIRWAY, (b) => { delete b.support; }), { file: FAIRWAY, pointer: '/support', code: 'E_LENDER_FIELD' }],
  ["a lender's brand without its company metadata", edit(FAIRWAY, (b) => { delete b.orgMetaData; }), { file: FAIRWAY, pointer: '/orgMetaData', code: 'E_LENDER_FIELD' }],
  // editor help: every data file names its meta-schema by a relative path that leads to it
  ['a step file without $schema', edit(INCOME, (s) => { delete s.$schema; }), { file: INCOME, pointer: '/', code: 'E_NO_SCHEMA_REF' }],
  ['a data file without $schema', edit(STATUSES, (s) => { delete s.$schema; }), { file: STATUSES, pointer: '/', code: 'E_NO_SCHEMA_REF' }],
  ['a $schema one folder short of the meta-schema', edit(INCOME, (s) => { s.$schema = '../../schemas/step.schema.json'; }), { file: INCOME, pointer: '/$schema', code: 'E_SCHEMA_REF' }],
  ["a flow naming the step's meta-schema", edit(FLOW, (f) => { f.$schema = '../../schemas/step.schema.json'; }), { file: FLOW, pointer: '/$schema', code: 'E_SCHEMA_REF' }],
  ['a brand naming a meta-schema that does not exist', edit(FAIRWAY, (b) => { b.$schema = '../schemas/brands.schema.json'; }), { file: FAIRWAY, pointer: '/$schema', code: 'E_SCHEMA_REF' }],
  ['a data file naming a meta-schema that does not exist', edit(SHELL, (s) => { s.$schema = '../../schemas/shel.schema.json'; }), { file: SHELL, pointer: '/$schema', code: 'E_SCHEMA_REF' }],
  // routing and fixtures
  ['a status listed twice', edit(STATUSES, (s) => { s.terminal.push(s.terminal[0]); }), { file: STATUSES, pointer: '/terminal/11', code: 'E_DUPLICATE_STATUS' }],
  ['polling delays in the wrong order', edit(STATUSES, (s) => { s.polling.baseDelayMs = 9000; }), { file: STATUSES, pointer: '/polling/baseDelayMs', code: 'E_POLLING' }],
  ['a progress value past the progress bar', edit('flows/application/progress.json', (p) => { p.values.COMPLETE = 12; }), { file: 'flows/application/progress.json', pointer: '/values/COMPLETE', code: 'E_UNKNOWN_PROGRESS' }],
  ['a routed page without a declaration', edit(ROUTES, (r) => { r.rows[8].page = 'flood/wiat'; }), { file: ROUTES, pointer: '/rows/8/page', code: 'E_UNKNOWN_PAGE' }],
  ['a persona whose notary session fails for a reason the notary does not list', edit(PERSONAS, (f) => { f.byLastName[24].afterNotarySession.notaryFailure = 'SIGNER_NOT_VERIFIE'; }),
    { file: PERSONAS, pointer: '/byLastName/24/afterNotarySession/notaryFailure', code: 'E_UNKNOWN_NOTARY_REASON' }],
  ['a fixture keyed by an organisation no brand has', edit('server/fixtures/operating-hours.json', (o) => { o.byOrg.FAIRWAYY = o.byOrg.FAIRWAY; }), { file: 'server/fixtures/operating-hours.json', pointer: '/byOrg/FAIRWAYY', code: 'E_FIXTURE_BRAND' }],
];

describe('flows check: one mistake at a time', () => {
  it('passes the real data clean', () => {
    expect(checkProject().problems).toEqual([]);
  });

  it.each(CASES)('reports %s', (_name, change, ...expected) => {
    const { problems } = checkProject(tree(change));
    const sort = (list: Finding[]) => [...list].sort((a, b) => `${a.file}${a.pointer}`.localeCompare(`${b.file}${b.pointer}`));
    expect(sort(problems.map((p) => ({ file: p.file, pointer: p.pointer, code: p.code })))).toEqual(sort(expected));
    for (const p of problems) expect(p).toEqual(expect.objectContaining({ line: expect.any(Number), column: expect.any(Number) }));
  });

  it("names the brand, the key and the text of a widget family's missing member", () => {
    const meter = checkProject(tree(edit('brands/default.brand.json', (b) => { delete b.copy['password.meter.4']; }))).problems;
    expect(meter.map((p) => p.message)).toEqual(["copy key 'password.meter.4', which the app's pages use, is not in brands/default.brand.json"]);
    const link = checkProject(tree(edit(FAIRWAY, (b) => { b.copy['consent.termsPrivacy'] = 'I agree to the [Terms of Use](termz).'; }))).problems;
    expect(link).toEqual([expect.objectContaining({
      file: FAIRWAY, pointer: '/copy/consent.termsPrivacy', didYouMean: 'link.terms', line: expect.any(Number),
      message: "'consent.termsPrivacy' links to (termz), but copy key 'link.termz' (the family 'link.*') is not in brands/default.brand.json, so brands/fairway.brand.json shows a link to nowhere",
    })]);
  });

  it("names the persona, its file and the notary's reasons of a notary failure no reason names, in any stage of any persona", () => {
    const root = tree((r) => {
      editJson(r, PERSONAS, (f) => {
        f.byLastName[24].afterNotarySession.notaryFailure = 'SIGNER_NOT_VERIFIE';
        f.default.afterNoteSigning.then = { status: 'NOTARY_SCHEDULING', notaryFailure: 'DOG_ATE_THE_DEED' };
      });
    });
    const io = recordingIo();
    expect(runCheck(['--root', root, '--fix-hints'], io)).toBe(1);
    expect(io.stdout.map((line) => line.replace(/ \(line \d+, column \d+\)/, ''))).toEqual([
      `${PERSONAS}#/default/afterNoteSigning/then/notaryFailure: persona 'default' fails its notary session for the reason 'DOG_ATE_THE_DEED', which is not one of the failureReasons of ${NOTARY} (SIGNER_NOT_VERIFIED, CONNECTION_LOST) — use a reason of the failureReasons of ${NOTARY}, or add it there (with its words in copy notary.error.reason.<code>) [E_UNKNOWN_NOTARY_REASON]`,
      `${PERSONAS}#/byLastName/24/afterNotarySession/notaryFailure: persona 'Notaryfail' fails its notary session for the reason 'SIGNER_NOT_VERIFIE', which is not one of the failureReasons of ${NOTARY} (SIGNER_NOT_VERIFIED, CONNECTION_LOST) (did you mean 'SIGNER_NOT_VERIFIED'?) — use a reason of the failureReasons of ${NOTARY}, or add it there (with its words in copy notary.error.reason.<code>) [E_UNKNOWN_NOTARY_REASON]`,
    ]);
    // A reason the notary lists (with its words) is accepted: adding it there clears the finding.
    editJson(root, NOTARY, (n) => { n.failureReasons.push('SIGNER_NOT_VERIFIE', 'DOG_ATE_THE_DEED'); });
    editJson(root, 'brands/default.brand.json', (b) => {
      b.copy['notary.error.reason.SIGNER_NOT_VERIFIE'] = 'We could not verify who you are.';
      b.copy['notary.error.reason.DOG_ATE_THE_DEED'] = 'The deed could not be found.';
    });
    expect(checkProject(root).problems).toEqual([]);
  });

  it('reports every mistake of every file in one run, a file that does not parse included', () => {
    const root = tree((r) => {
      CASES.slice(0, 6).forEach(([, change]) => change(r));
      const path = join(r, 'flows/banners.json');
      writeFileSync(path, readFileSync(path, 'utf8').replace('{', '{,'));
    });
    const found = checkProject(root).problems.map((p) => `${p.file}#${p.pointer} ${p.code}`);
    expect(found).toContain('flows/banners.json#/ E_JSON_SYNTAX');
    for (const [, , e] of CASES.slice(0, 6)) expect(found).toContain(`${e.file}#${e.pointer} ${e.code}`);
  });

  it.each<[string, (root: string) => void, string]>([
    ['a modal', edit(INCOME, (s) => { s.guards[0].action.modal = 'low-incom'; }), 'low-income'],
    ['a widget', edit(`${STEPS}/legal-name.step.json`, (s) => { s.uiSchema.name.suffix['ui:widget'] = 'SelectWidgett'; }), 'SelectWidget'],
    ['a copy key', edit(SHELL, (s) => { s.dashboard.states[0].labelKey = 'dashboard.state.closd'; }), 'dashboard.state.closed'],
    ['a placeholder of a modal', edit('brands/default.brand.json', (b) => { b.copy['modal.lowIncome.body'] = 'You entered {incme} a year.'; }), '{income}'],
    ['a placeholder of a React page', edit('brands/default.brand.json', (b) => { b.copy['product.payoff.DEDUCT'] = 'Take {totl} out of my draw'; }), '{total}'],
    ['a machine trigger', edit(MACHINE, (m) => { m.transitions[0].trigger = `${m.transitions[0].trigger}x`; }), ''],
  ])('offers a close known name for %s', (_name, change, expected) => {
    const [problem] = checkProject(tree(change)).problems;
    if (expected) expect(problem.didYouMean).toBe(expected);
    else expect(problem.didYouMean).toEqual(expect.any(String));
  });

  it.each<[string, (root: string) => void]>([
    ['a step whose lists are not lists', edit(INCOME, (s) => { s.checks = 'nope'; s.messages = 3; s.uiSchema = [1]; })],
    ['a brand whose copy is not an object', edit(FAIRWAY, (b) => { b.copy = 'x'; b.features = [1]; b.orgMetaData = 'x'; })],
    ['a flow whose steps are not a list', edit(FLOW, (f) => { f.steps = {}; })],
    ['a page whose notices are not a list', edit(PAGES, (p) => { p.pages['error/decline'].notices = 'x'; })],
    ['statuses that are not lists', edit(STATUSES, (st) => { st.inProgress = 'x'; st.polling = 3; })],
  ])('reports %s against its meta-schema without stopping the check', (_name, change) => {
    const { problems } = checkProject(tree(change));
    expect(problems.some((p) => p.code.startsWith('E_SCHEMA_'))).toBe(true);
  });

  it('says "did you mean" with --fix-hints only', () => {
    const root = tree(edit(INCOME, (s) => { s.checks[0].failWhen = { var: 'brand.features.hawaiReferral' }; }));
    const plain = recordingIo();
    const hinted = recordingIo();
    expect(runCheck(['--root', root], plain)).toBe(1);
    expect(runCheck(['--root', root, '--fix-hints'], hinted)).toBe(1);
    expect(plain.stdout.join('\n')).not.toContain('did you mean');
    expect(hinted.stdout).toEqual([
      `${INCOME}#/checks/0/failWhen/var (line 112, column 9): the rule reads 'brand.features.hawaiReferral', but 'brand.features' has no 'hawaiReferral' (did you mean 'brand.features.hawaiiReferral'?) — correct the variable name, or add the field it reads to the data it names [E_UNKNOWN_VARIABLE]`,
    ]);
  });
});
