import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkAgainstMetaSchema, DataFileError, type DataKind, type DataProblem } from '../../engine/core';
import { checkBrands, type RawBrand } from '../../engine/core/data/check-brands';
import { checkRule, type RuleScope } from '../../engine/core/data/check-rules';
import { checkSchemaRef, roleSchema } from '../../engine/core/data/check-schema-ref';
import { checkClosingPlaceholders, checkEsignPlaceholders, checkModalPlaceholders, checkNoticePlaceholders, checkPagePlaceholders, checkStepPlaceholders } from '../../engine/core/data/check-placeholders';
import { checkStepFields } from '../../engine/core/data/check-step-fields';
import { APP_COPY_KEYS, APP_COPY_PLACEHOLDERS } from '../../engine/core/brand/app-copy-keys';
import { checkAppCopy } from '../../engine/core/data/check-app-copy';
import { checkCopyKeys, conventionCopyKeys } from '../../engine/core/data/check-copy-keys';
import { checkRoutingConsistency, checkFixtureKeys, checkPersonaNotaryFailures } from '../../engine/core/data/check-consistency';
import { offerCloseNames } from '../../engine/core/data/close-name-hints';
import { jsonValueOffsets, pointerPosition, positionAt, syntaxErrorPosition } from '../../engine/core/data/json-positions';
import { ruleLocations, valueAt, type MetaSchemas } from '../../engine/core/data/rule-locations';
import { showWhenRules } from '../../engine/core/validation/show-when';
import type { ClosingDocumentsLayout, DecisionNoticeLayout, EsignConsentLayout, FlowDefinition, StepDefinition } from '../../engine/core';
import { flowReferenceProblems } from './flow-references';
import { readProjectData, REPO_ROOT, type ProjectData } from './project-data';
import { checkFixtureFiles } from './read-fixture';

/** One data file as read: its text and, when it parses, its value. */
interface ReadFile {
  text: string;
  value?: unknown;
}

/** What the project check found: every problem, the data when it could be loaded, and what was checked. */
export interface ProjectCheck {
  problems: DataProblem[];
  /** The loaded data (absent when a file was too broken to load it). */
  data?: ProjectData;
  /** How many data files were read. */
  files: number;
}

/** The folders whose JSON files are data (relative to the root). */
const DATA_DIRS = ['flows', 'brands', 'server/fixtures'];

function jsonFiles(root: string, dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).sort().flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(join(root, rel)).isDirectory()) return jsonFiles(root, rel);
    return name.endsWith('.json') ? [rel] : [];
  });
}

/** The data kind of a meta-schema file name: `application-pages.schema.json` → `applicationPages`. */
const kindOfSchema = (schemaFile: string): DataKind => schemaFile.replace(/\.schema\.json$/, '').replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()) as DataKind;
/** The meta-schema a file is checked against: its role's (step, flow, brand), else the one its `$schema` names. */
const schemaFileOf = (file: string, value: unknown): string | undefined => {
  const ref = (value as { $schema?: unknown } | null)?.$schema;
  return roleSchema(file) ?? (typeof ref === 'string' && ref.endsWith('.schema.json') ? ref.replace(/^.*\//, '') : undefined);
};

function readMetaSchemas(root: string): MetaSchemas {
  const dir = existsSync(join(root, 'schemas')) ? join(root, 'schemas') : join(REPO_ROOT, 'schemas');
  const schemas: MetaSchemas = {};
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.schema.json'))) {
    try {
      schemas[name] = JSON.parse(readFileSync(join(dir, name), 'utf8')) as MetaSchemas[string];
    } catch { /* a broken meta-schema is the validator build's to report */ }
  }
  return schemas;
}

/** An object schema whose properties are the fields of the given steps. */
function answersOf(steps: (StepDefinition | undefined)[]): RuleScope['answers'] {
  // A step that could not be read leaves the answers unknown: they are not checked then.
  if (steps.some((s) => !s)) return undefined;
  const properties: Record<string, unknown> = {};
  for (const s of steps) Object.assign(properties, (s?.schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
  return { type: 'object', properties, additionalProperties: false };
}

/** The steps whose answers a rule of `file` (at `pointer`) may read, or undefined when answers are not checked there. */
function answersScope(file: string, pointer: string, value: unknown, files: Map<string, ReadFile>, stepsByFile: Map<string, StepDefinition>, flowOfStep: Map<string, string>): RuleScope['answers'] {
  const step = stepsByFile.get(file);
  // A flow or step that cannot be read (or lists no steps) leaves the answers in reach unknown.
  const unreadable = ([f, r]: [string, ReadFile]) => (f.endsWith('.step.json') && r.value === undefined)
    || (f.endsWith('.flow.json') && !Array.isArray((r.value as FlowDefinition | undefined)?.steps));
  if ([...files].some(unreadable)) return undefined;
  const flowSteps = (flowFile: string) => {
    const flow = files.get(flowFile)?.value as FlowDefinition | undefined;
    return (Array.isArray(flow?.steps) ? flow.steps : []).map((ref) => stepsByFile.get(join(dirname(flowFile), ref.file)));
  };
  if (step) return flowOfStep.has(file) ? answersOf(flowSteps(flowOfStep.get(file)!)) : answersOf([step]);
  if (file.endsWith('.flow.json')) return answersOf(flowSteps(file));
  const byId = (id: unknown) => [...stepsByFile.values()].find((s) => s.id === id);
  const m = /^\/(pages|forms)\/([^/]+)\//.exec(pointer);
  if (m) {
    const entry = valueAt(value, `/${m[1]}/${m[2]}`) as { step?: unknown } | undefined;
    return entry?.step ? answersOf([byId(entry.step)]) : undefined;
  }
  const flowId = (value as { flow?: unknown } | null)?.flow;
  if (typeof flowId === 'string') {
    const flowFile = [...files.keys()].find((f) => f.endsWith('.flow.json') && (files.get(f)?.value as FlowDefinition | undefined)?.id === flowId);
    if (flowFile) return answersOf(flowSteps(flowFile));
  }
  return undefined;
}

/**
 * The one project check, used by `npm run flows -- check`, the server's start and the tests: reads every JSON file of
 * flows/, brands/ and server/fixtures/ under `root`, and reports every problem of every file in one run (a file that
 * does not parse is one problem; the others are still checked): meta-schemas (by each file's `$schema`), the engine's
 * semantic checks, every json-logic rule the meta-schemas mark, the fields steps name, brands, routing consistency and
 * fixtures keyed by brand. Each problem carries the line and column of its pointer. Reads the disk; never throws.
 */
export function checkProject(root: string = REPO_ROOT): ProjectCheck {
  const problems: DataProblem[] = [];
  const files = new Map<string, ReadFile>();
  for (const file of DATA_DIRS.flatMap((d) => jsonFiles(root, d))) {
    const text = readFileSync(join(root, file), 'utf8');
    try {
      files.set(file, { text, value: JSON.parse(text) });
    } catch (error) {
      files.set(file, { text });
      const message = (error as Error).message;
      problems.push({ code: 'E_JSON_SYNTAX', file, pointer: '/', message: `not valid JSON: ${message}`, ...syntaxErrorPosition(text, message) });
    }
  }
  const schemas = readMetaSchemas(root);
  const parsed = [...files].filter(([, f]) => f.value !== undefined) as [string, Required<ReadFile>][];
  // Every file against the meta-schema its $schema names (server fixtures are checked with their own rules below), and
  // that $schema leads from the file to that meta-schema, so an editor completes and checks the file as it is typed.
  for (const [file, { value }] of parsed) {
    if (file.startsWith('server/fixtures/')) continue;
    problems.push(...checkSchemaRef(file, value, Object.keys(schemas)));
    const schemaFile = schemaFileOf(file, value);
    if (!schemaFile) continue;
    try {
      problems.push(...checkAgainstMetaSchema(kindOfSchema(schemaFile), value, file));
    } catch { /* a schema that is not a data kind (e.g. guard.schema.json) has no validator of its own */ }
  }
  problems.push(...checkFixtureFiles(join(root, 'server/fixtures')).filter((p) => p.code !== 'E_JSON_SYNTAX'));

  let data: ProjectData | undefined;
  try {
    data = readProjectData(root);
    // Syntax errors are already listed, with their line and column, by the read above.
    problems.push(...data.problems.filter((p) => p.code !== 'E_JSON_SYNTAX'));
    problems.push(...flowReferenceProblems(root, data));
  } catch (error) {
    if (!(error instanceof DataFileError)) problems.push({ code: 'E_LOAD_FAILED', file: 'flows', pointer: '/', message: `the data could not be loaded further: ${(error as Error).message}` });
    else problems.push(...error.problems.filter((p) => p.code !== 'E_JSON_SYNTAX'));
  }

  // Steps, their flows, and what rules may read.
  const stepsByFile = new Map<string, StepDefinition>();
  const flowOfStep = new Map<string, string>();
  for (const [file, { value }] of parsed) {
    if (file.endsWith('.step.json')) stepsByFile.set(file, value as StepDefinition);
    const refs = (value as FlowDefinition).steps;
    if (file.endsWith('.flow.json') && Array.isArray(refs)) for (const ref of refs) flowOfStep.set(join(dirname(file), ref.file), file);
  }
  const defaultBrand = files.get('brands/default.brand.json')?.value as RawBrand | undefined;
  const copyKeys = defaultBrand?.copy ? new Set(Object.keys(defaultBrand.copy)) : undefined;
  const brandCopies = Object.fromEntries(parsed.filter(([f]) => f.endsWith('.brand.json')).sort(([a], [b]) => Number(b.endsWith('default.brand.json')) - Number(a.endsWith('default.brand.json'))).map(([f, { value }]) => [f, ((value as RawBrand).copy ?? {}) as Record<string, unknown>]));
  const flagsFile = files.get('flows/flags.json')?.value as { flags?: Record<string, unknown>; experiments?: Record<string, unknown> } | undefined;
  const brandSchema = schemas['brand.schema.json'];
  const ruleNames = Object.keys(((brandSchema?.properties as Record<string, { properties?: object }> | undefined)?.rules?.properties) ?? {});
  const baseScope: RuleScope = {
    constants: files.get('flows/constants.json')?.value,
    flags: flagsFile?.flags ? Object.keys(flagsFile.flags) : undefined,
    experiments: flagsFile?.experiments ? Object.keys(flagsFile.experiments) : undefined,
    brandSchema,
    features: defaultBrand?.features ? Object.keys(defaultBrand.features) : undefined,
    rules: ruleNames.length ? ruleNames : undefined,
  };
  // A check that cannot read a file shaped against its meta-schema (already reported) must not hide the others.
  const safely = (file: string, check: () => void) => {
    try {
      check();
    } catch (error) {
      problems.push({ code: 'E_CHECK_INCOMPLETE', file, pointer: '/', message: `not every reference of this file could be checked: ${(error as Error).message}`, hint: 'fix the problems the meta-schema reports for this file first' });
    }
  };
  for (const [file, { value }] of parsed) safely(file, () => {
    const schemaFile = schemaFileOf(file, value);
    const locations = schemaFile ? ruleLocations(value, schemaFile, schemas) : [];
    const step = stepsByFile.get(file);
    const showWhen = step ? showWhenRules(step.uiSchema).map(({ field }) => `/uiSchema/${field.replace(/~/g, '~0').replace(/\//g, '~1')}/ui:options/showWhen`) : [];
    for (const pointer of locations) {
      const scope = { ...baseScope, answers: answersScope(file, pointer, value, files, stepsByFile, flowOfStep) };
      problems.push(...checkRule(valueAt(value, pointer), file, pointer, scope));
    }
    // checkShowWhen (the step's semantics) already reports a showWhen's shape, operations and answers: here, the other roots.
    for (const pointer of showWhen) {
      problems.push(...checkRule(valueAt(value, pointer), file, pointer, baseScope).filter((p) => p.code === 'E_UNKNOWN_VARIABLE' || (p.code === 'E_NOT_A_RULE' && p.pointer === pointer && !p.message.startsWith('not a json-logic rule'))));
    }
    if (step?.schema) problems.push(...checkStepFields(step, file));
    if (step) problems.push(...checkStepPlaceholders(step, file, brandCopies));
    const modals = file.endsWith('.flow.json') ? (value as { modals?: unknown }).modals : undefined;
    if (modals && typeof modals === 'object') problems.push(...checkModalPlaceholders(modals as Record<string, object>, file, brandCopies));
    if (copyKeys && file.startsWith('flows/')) problems.push(...checkCopyKeys(value, file, copyKeys));
  });

  const pagesFile = files.get('flows/application/pages.json')?.value as { pages?: Record<string, object> } | undefined;
  const declaredPages = pagesFile?.pages;
  if (declaredPages) safely('flows/application/pages.json', () => problems.push(...checkPagePlaceholders(declaredPages, 'flows/application/pages.json', brandCopies)));
  const noticeFile = 'flows/application/decision-notice.json';
  const notice = files.get(noticeFile)?.value as DecisionNoticeLayout | undefined;
  if (notice) safely(noticeFile, () => problems.push(...checkNoticePlaceholders(notice, noticeFile, brandCopies)));
  // The words the engine fills from data-named keys: the closing documents' and the E-SIGN consent's.
  const closingFile = 'flows/application/closing-documents.json';
  const closing = files.get(closingFile)?.value as ClosingDocumentsLayout | undefined;
  if (closing) safely(closingFile, () => problems.push(...checkClosingPlaceholders(closing, closingFile, brandCopies)));
  const esignFile = 'flows/application/esign-consent.json';
  const esign = files.get(esignFile)?.value as EsignConsentLayout | undefined;
  if (esign) safely(esignFile, () => problems.push(...checkEsignPlaceholders(esign, esignFile, brandCopies)));

  // The copy keys and placeholders of the React pages and engine/core (one generated list the code is held to by a unit test).
  if (copyKeys) safely('engine/core/brand/app-copy-keys.ts', () => {
    const namedElsewhere = new Set([...APP_COPY_KEYS, ...parsed.filter(([f]) => f.startsWith('flows/')).flatMap(([, { value }]) => conventionCopyKeys(value).map((k) => k.key))]);
    const use = { listed: APP_COPY_KEYS, listFile: 'engine/core/brand/app-copy-keys.ts', filled: APP_COPY_PLACEHOLDERS, read: (f: string) => files.get(f)?.value };
    // The generated list and the families' table are code, not data: their findings are placed here.
    const codeText = (f: string) => readFileSync(join(REPO_ROOT, f), 'utf8');
    const quoted = (p: DataProblem) => (p.file === use.listFile ? APP_COPY_KEYS[Number(p.pointer.slice(1))] : p.pointer.slice(1));
    problems.push(...checkAppCopy(use, brandCopies, namedElsewhere).map((p) => (files.has(p.file) ? p
      : { ...p, ...positionAt(codeText(p.file), Math.max(0, codeText(p.file).indexOf(`'${quoted(p)}'`))) })));
  });

  // Brands together, routing consistency and fixtures keyed by brand.
  const brandFiles = Object.fromEntries(parsed.filter(([f]) => f.endsWith('.brand.json')).map(([f, { value }]) => [f, value as RawBrand]));
  const licences = files.get('server/fixtures/state-licenses.json')?.value as { byOrg?: Record<string, unknown> } | undefined;
  const logosDir = join(root, 'brands/logos');
  if (defaultBrand) safely('brands/default.brand.json', () => {
    problems.push(...checkBrands({
      files: brandFiles, defaultFile: 'brands/default.brand.json', logos: existsSync(logosDir) ? readdirSync(logosDir) : [], ruleNames, licensedOrgCodes: licences ? Object.keys(licences.byOrg ?? {}) : undefined,
    }));
  });
  safely('flows/application/statuses.json', () => problems.push(...checkRoutingConsistency({
    statuses: files.get('flows/application/statuses.json')?.value, progress: files.get('flows/application/progress.json')?.value,
    statusRoutes: files.get('flows/application/status-routes.json')?.value,
  })));
  const orgCodes = Object.values(brandFiles).flatMap((b) => [b.orgCode, b.canonicalOrgCode]).filter((c): c is string => typeof c === 'string');
  // Fixtures keyed by organisation, unless a brand file could not be read (its codes are unknown then).
  const brandsRead = [...files].every(([f, { value }]) => !f.endsWith('.brand.json') || value !== undefined);
  for (const [file, { value }] of parsed.filter(([f]) => brandsRead && f.startsWith('server/fixtures/'))) problems.push(...checkFixtureKeys(value, file, orgCodes));
  // The sandbox personas' notary failures name reasons of the notary's failureReasons (unless no notary.json lists them).
  const notaryFiles = parsed.filter(([f, { value }]) => f.startsWith('flows/') && f.endsWith('/notary.json') && Array.isArray((value as { failureReasons?: unknown } | null)?.failureReasons));
  const notaryReasons = { files: notaryFiles.map(([f]) => f), reasons: notaryFiles.flatMap(([, { value }]) => (value as { failureReasons: unknown[] }).failureReasons.filter((r): r is string => typeof r === 'string')) };
  for (const [file, { value }] of parsed.filter(([f]) => notaryFiles.length > 0 && /^server\/fixtures\/[^/]*personas[^/]*\.json$/.test(f))) {
    safely(file, () => problems.push(...checkPersonaNotaryFailures(value, file, notaryReasons)));
  }

  const unique = preferPrecise(dedupe(problems));
  offerCloseNames(unique, { copyKeys: Object.keys(defaultBrand?.copy ?? {}), brandIds: Object.values(brandFiles).map((b) => String(b.id)), data });
  return { problems: withPositions(unique, files), data, files: files.size };
}

/** Drops repeated findings (two checks reporting the same thing at the same place). */
function dedupe(problems: DataProblem[]): DataProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}|${p.pointer}|${p.code}|${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * One mistake found by two checks is listed once, where it is said most precisely: a missing copy key or an unknown
 * operation named at a page's pointer and at the property's, a meta-schema's general finding ("must match anyOf",
 * "must NOT have duplicate items") where a rule or list check names the exact mistake, a missing `$schema` once (not
 * also as a meta-schema's "must have required property").
 */
function preferPrecise(problems: DataProblem[]): DataProblem[] {
  const family = (code: string) => (code === 'E_UNKNOWN_COPY_KEY' ? 'E_MISSING_COPY' : code);
  const NAMED = new Set(['E_MISSING_COPY', 'E_UNKNOWN_OPERATION']);
  const keyOf = (p: DataProblem) => `${p.file}|${family(p.code)}|${/'([^']+)'/.exec(p.message)?.[1]}`;
  const under = (q: DataProblem, p: DataProblem) => q.pointer.startsWith(`${p.pointer === '/' ? '' : p.pointer}/`);
  const rules = problems.filter((q) => q.code === 'E_NOT_A_RULE' || q.code === 'E_DUPLICATE_STATUS');
  const noRef = new Set(problems.filter((q) => q.code === 'E_NO_SCHEMA_REF').map((q) => q.file));
  return problems.filter((p) => {
    if (noRef.has(p.file) && p.code === 'E_SCHEMA_REQUIRED' && p.message.includes("'$schema'")) return false;
    if (p.code.startsWith('E_SCHEMA_')) return !rules.some((q) => q.file === p.file && (q.pointer === p.pointer || (p.code === 'E_SCHEMA_UNIQUEITEMS' && under(q, p))));
    if (!NAMED.has(family(p.code))) return true;
    return !problems.some((q) => q !== p && NAMED.has(family(q.code)) && keyOf(q) === keyOf(p) && (under(q, p) || (q.pointer === p.pointer && q.code === 'E_MISSING_COPY' && p.code !== 'E_MISSING_COPY')));
  });
}

/** Adds each problem's line and column, from its file's text. */
function withPositions(problems: DataProblem[], files: Map<string, ReadFile>): DataProblem[] {
  const offsets = new Map<string, Map<string, number>>();
  return problems.map((p) => {
    const f = files.get(p.file);
    if (p.line !== undefined || !f || f.value === undefined) return p;
    if (!offsets.has(p.file)) offsets.set(p.file, jsonValueOffsets(f.text));
    return { ...p, ...pointerPosition(f.text, p.pointer, offsets.get(p.file)) };
  });
}
