import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import {
  checkAgainstMetaSchema, checkBodyMapping, checkPages, checkRoutingData, checkStepSemantics, flowStepAnswerKeys, mergeBrand, progressData,
  KNOWN_PAGE_COMPONENTS, LENDER_ACTIONS, type BodyMapping, type Brand, type BrandFile, type DataKind, type DataProblem, type PagesFile,
  type ApplicationRoutingData, type FlowDefinition, type HostTable, type ProgressFile, type StateMachine, type StatusLists,
  type StatusRouteTable, type StepDefinition, type Banner,
} from '../../engine/core';
import { checkIncomeMethods, closingDocumentsCopyKeys, decisionNoticeCopyKeys, esignConsentCopyKeys, type ClosingDocumentsLayout, type EsignConsentLayout, type DecisionNoticeLayout, type IncomeMethodsData } from '../../engine/core';
import { checkNotaryRules, type NotaryRules } from '../../engine/core';
import type { ConsoleRoles, SvgNode } from '../../engine/core';
import { logoSvgTree } from './logo-svg';
import { readJson } from './read-json';
import { DataFileError } from '../../engine/core';

/** Root of the repository (flows/, brands/, schemas/ live here). */
export const REPO_ROOT = join(dirname(new URL(import.meta.url).pathname), '../..');

/** flows/platform/access.json (schemas/access.schema.json): who may open what without sign-in, and the sign-in pages. */
export interface AccessData {
  anonymousPaths: { path: string; match: 'exact' | 'prefix'; because: string }[];
  brokerFlag: string;
  loginPages: { legacy: string; signer: string; broker: string; passwordExpired: string; signerDefaultRedirect: string };
  signerPathFragment: string;
  defaultRedirect: string;
}

/** flows/application/documents.json (schemas/application-documents.schema.json): what a borrower may upload to an application. */
export interface DocumentsData {
  /** The largest file accepted, in bytes (1 MB = 1,000,000 bytes). */
  maxBytes: number;
  /** The content types accepted, as sniffed from the bytes. */
  contentTypes: string[];
  /** Document type → the copy key of its label; `issuedByLender`: made by the lender, never uploaded or deleted by the borrower. */
  types: Record<string, { labelKey: string; issuedByLender?: boolean }>;
}

export interface FlagsFile {
  flags: Record<string, { enabled: boolean; variables?: Record<string, unknown> }>;
  experiments: Record<string, { enabled: boolean; variables?: Record<string, unknown> }>;
  byBrand?: Record<string, { flags?: FlagsFile['flags']; experiments?: FlagsFile['experiments'] }>;
}

/** Everything in flows/ and brands/, checked and ready to use. */
export interface ProjectData {
  flows: Record<string, FlowDefinition>;
  /** Steps by id. */
  steps: Record<string, StepDefinition>;
  /** Brands by id, already merged over the default brand. */
  brands: Record<string, Brand>;
  hosts: HostTable;
  flags: FlagsFile;
  constants: Record<string, unknown>;
  statusRoutes: StatusRouteTable;
  /** The four routing files of flows/application/ together. */
  routing: ApplicationRoutingData;
  /** The application's pages and the calls their forms make (flows/application/pages.json). */
  pages: PagesFile;
  /** What a borrower may upload to an application (flows/application/documents.json). */
  documents: DocumentsData;
  /** How the notice of a decline is laid out (flows/application/decision-notice.json). */
  decisionNotice: DecisionNoticeLayout;
  /** The closing documents the lender generates (flows/application/closing-documents.json). */
  closingDocuments: ClosingDocumentsLayout;
  /** The E-SIGN consent the borrower reads before signing (flows/application/esign-consent.json). */
  esignConsent: EsignConsentLayout;
  /** How income/review offers to verify each income source (flows/application/income-methods.json). */
  incomeMethods: IncomeMethodsData;
  /** How the deed is notarised: session rules, office-closing states, time zones (flows/application/notary.json). */
  notary: NotaryRules;
  /** The operator's site banners (flows/banners.json; empty when the file is absent). */
  banners: Banner[];
  /** Anonymous paths and sign-in pages (flows/platform/access.json). */
  access: AccessData;
  /** How the create-HELOC body carries the registration answers (flows/registration/create-heloc-body.json). */
  createHelocBody: BodyMapping;
  /** The operations console's staff roles and what each may do (flows/platform/console-roles.json). */
  consoleRoles: ConsoleRoles;
  /**
   * The brand logos (brands/logos/, by file name) the page can draw inline: the SVG files that only draw
   * (server/data/logo-svg.ts). Any other logo is shown as an image.
   */
  logoSvgs: Record<string, SvgNode>;
  problems: DataProblem[];
}

/** The drawings of the SVG logos in `dir` that a page can draw inline, by file name. */
function readLogoSvgs(dir: string): Record<string, SvgNode> {
  const drawings: Record<string, SvgNode> = {};
  if (!existsSync(dir)) return drawings;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.svg'))) {
    const tree = logoSvgTree(readFileSync(join(dir, name), 'utf8'), `logo-${name.replace(/\W/g, '-')}-`);
    if (tree) drawings[name] = tree;
  }
  return drawings;
}

function listFiles(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return listFiles(p, suffix);
    return e.name.endsWith(suffix) ? [p] : [];
  });
}

/**
 * Reads every data file, checks each against its meta-schema and the engine's semantic checks, and returns the
 * data with the list of problems (empty when all is well). `root` defaults to the repository; tests pass a fixture copy.
 */
export function readProjectData(root = REPO_ROOT): ProjectData {
  const problems: DataProblem[] = [];
  // A file that does not parse is one problem; reading goes on with the others (it reads as undefined), and the checks
  // across files, which need every file, are skipped since a problem is already listed.
  const load = <T>(path: string, kind: DataKind): T => {
    const rel = relative(root, path);
    let data: unknown;
    try {
      data = readJson(path, rel);
    } catch (error) {
      if (!(error instanceof DataFileError)) throw error;
      problems.push(...error.problems);
      return undefined as T;
    }
    problems.push(...checkAgainstMetaSchema(kind, data, rel));
    return data as T;
  };
  // When the default brand does not parse, its copy is unknown: copy keys are not checked (every key reads as present).
  const anyCopy = new Proxy({}, { has: () => true, get: () => '' });
  const defaults = load<BrandFile>(join(root, 'brands/default.brand.json'), 'brand') ?? ({ copy: anyCopy } as unknown as BrandFile);
  const brands: Record<string, Brand> = {};
  for (const file of listFiles(join(root, 'brands'), '.brand.json')) {
    if (file.endsWith('default.brand.json')) continue;
    const brand = load<BrandFile>(file, 'brand');
    if (!brand) continue;
    brands[brand.id] = mergeBrand(defaults, brand);
  }
  const hosts = load<HostTable>(join(root, 'brands/hosts.json'), 'hosts');
  for (const [i, row] of (hosts ? [...hosts.hosts.map((h) => h.brand), hosts.default] : []).entries()) {
    if (!brands[row] && !problems.some((p) => p.code === 'E_JSON_SYNTAX' && p.file.startsWith('brands/'))) problems.push({ code: 'E_UNKNOWN_BRAND', file: 'brands/hosts.json', pointer: i < hosts.hosts.length ? `/hosts/${i}/brand` : '/default', message: `no brand file with id '${row}'` });
  }
  const flows: Record<string, FlowDefinition> = {};
  const steps: Record<string, StepDefinition> = {};
  const stepFilesOfFlows = new Set<string>();
  for (const file of listFiles(join(root, 'flows'), '.flow.json')) {
    const flow = load<FlowDefinition>(file, 'flow');
    if (!flow) continue;
    flows[flow.id] = flow;
    flow.steps.forEach((ref, i) => {
      const stepPath = join(dirname(file), ref.file);
      const rel = relative(root, stepPath);
      if (!existsSync(stepPath)) {
        problems.push({ code: 'E_MISSING_FILE', file: relative(root, file), pointer: `/steps/${i}/file`, message: `no file ${rel}` });
        return;
      }
      stepFilesOfFlows.add(stepPath);
      const step = load<StepDefinition>(stepPath, 'step');
      if (!step) return;
      if (step.id !== ref.id) problems.push({ code: 'E_STEP_ID', file: rel, pointer: '/id', message: `id '${step.id}' differs from the flow's '${ref.id}'` });
      problems.push(...checkStepSemantics(step, rel, (defaults.copy ?? {}) as Record<string, string>));
      steps[step.id] = step;
    });
  }
  // Step files no flow lists are stand-alone forms (the application's pages, e.g. flows/application/steps/liens.step.json).
  for (const stepPath of listFiles(join(root, 'flows'), '.step.json').filter((f) => !stepFilesOfFlows.has(f))) {
    const rel = relative(root, stepPath);
    const step = load<StepDefinition>(stepPath, 'step');
    if (!step) continue;
    if (steps[step.id]) problems.push({ code: 'E_STEP_ID', file: rel, pointer: '/id', message: `id '${step.id}' is already used by another step` });
    problems.push(...checkStepSemantics(step, rel, (defaults.copy ?? {}) as Record<string, string>));
    steps[step.id] = step;
  }
  const flags = load<FlagsFile>(join(root, 'flows/flags.json'), 'flags');
  const constants = load<Record<string, unknown>>(join(root, 'flows/constants.json'), 'constants');
  const statusRoutes = load<StatusRouteTable>(join(root, 'flows/application/status-routes.json'), 'statusRoutes');
  const pages = load<PagesFile>(join(root, 'flows/application/pages.json'), 'applicationPages');
  const documents = load<DocumentsData>(join(root, 'flows/application/documents.json'), 'applicationDocuments');
  // Every document type's label is a copy key of the default brand (the upload page shows it).
  for (const [type, entry] of Object.entries(documents?.types ?? {})) {
    const labelKey = (entry as { labelKey?: unknown } | null)?.labelKey;
    if (typeof labelKey === 'string' && (defaults.copy ?? {})[labelKey] === undefined) {
      problems.push({ code: 'E_UNKNOWN_COPY_KEY', file: 'flows/application/documents.json', pointer: `/types/${type}/labelKey`, message: `copy key '${labelKey}' is not in brands/default.brand.json` });
    }
  }
  const noticeFile = 'flows/application/decision-notice.json';
  const decisionNotice = load<DecisionNoticeLayout>(join(root, noticeFile), 'applicationDecisionNotice');
  // Every word of the notice is a copy key of the default brand (the decline pages and the stored PDF show them).
  if (checkAgainstMetaSchema('applicationDecisionNotice', decisionNotice, noticeFile).length === 0) {
    for (const key of decisionNoticeCopyKeys(decisionNotice).filter((k) => (defaults.copy ?? {})[k] === undefined)) {
      problems.push({ code: 'E_UNKNOWN_COPY_KEY', file: noticeFile, pointer: '/', message: `copy key '${key}' is not in brands/default.brand.json` });
    }
  }
  const closingFile = 'flows/application/closing-documents.json';
  const closingDocuments = load<ClosingDocumentsLayout>(join(root, closingFile), 'applicationClosingDocuments');
  // Every word of the closing documents is a copy key of the default brand, and each document type is one the lender issues.
  if (documents && checkAgainstMetaSchema('applicationClosingDocuments', closingDocuments, closingFile).length === 0) {
    for (const key of closingDocumentsCopyKeys(closingDocuments).filter((k) => (defaults.copy ?? {})[k] === undefined)) {
      problems.push({ code: 'E_UNKNOWN_COPY_KEY', file: closingFile, pointer: '/', message: `copy key '${key}' is not in brands/default.brand.json` });
    }
    closingDocuments.documents.forEach((doc, i) => {
      const type = (documents?.types ?? {})[doc.type] as { issuedByLender?: boolean } | undefined;
      if (!type?.issuedByLender) problems.push({ code: 'E_UNKNOWN_DOCUMENT_TYPE', file: closingFile, pointer: `/documents/${i}/type`, message: `'${doc.type}' is not a type flows/application/documents.json marks issuedByLender` });
    });
  }
  const esignFile = 'flows/application/esign-consent.json';
  const esignConsent = load<EsignConsentLayout>(join(root, esignFile), 'applicationEsignConsent');
  if (checkAgainstMetaSchema('applicationEsignConsent', esignConsent, esignFile).length === 0) {
    for (const key of esignConsentCopyKeys(esignConsent).filter((k) => (defaults.copy ?? {})[k] === undefined)) {
      problems.push({ code: 'E_UNKNOWN_COPY_KEY', file: esignFile, pointer: '/', message: `copy key '${key}' is not in brands/default.brand.json` });
    }
  }
  const incomeMethodsFile = 'flows/application/income-methods.json';
  const incomeMethods = load<IncomeMethodsData>(join(root, incomeMethodsFile), 'applicationIncomeMethods');
  const notaryFile = 'flows/application/notary.json';
  const notary = load<NotaryRules>(join(root, notaryFile), 'applicationNotary');
  if (notary) problems.push(...checkNotaryRules(notary, notaryFile));
  const routing: ApplicationRoutingData = {
    statusRoutes,
    statuses: load<StatusLists>(join(root, 'flows/application/statuses.json'), 'applicationStatuses'),
    machine: load<StateMachine>(join(root, 'flows/application/machine.json'), 'applicationMachine'),
    progress: progressData(load<ProgressFile>(join(root, 'flows/application/progress.json'), 'applicationProgress') ?? { steps: [], values: {} }, pages ?? { pages: {} } as PagesFile),
  };
  const bannersFile = join(root, 'flows/banners.json');
  const banners = existsSync(bannersFile) ? load<{ banners: Banner[] } | undefined>(bannersFile, 'banners')?.banners ?? [] : [];
  // The shell's own data (flows/platform/) is read by the browser; here it is only checked.
  for (const [name, kind] of [['leave-survey.json', 'leaveSurvey'], ['shell-constants.json', 'shellConstants'], ['signer-pages.json', 'signerPages']] as const) {
    const file = join(root, 'flows/platform', name);
    if (existsSync(file)) load<unknown>(file, kind);
  }
  // The shell's redirect table and navigation (flows/platform/redirects.json, shell.json) are read by the browser; here they are only checked.
  load<unknown>(join(root, 'flows/platform/redirects.json'), 'redirects');
  load<unknown>(join(root, 'flows/platform/shell.json'), 'shell');
  const access = load<AccessData>(join(root, 'flows/platform/access.json'), 'access');
  const consoleRoles = load<ConsoleRoles>(join(root, 'flows/platform/console-roles.json'), 'consoleRoles');
  for (const [role, { labelKey }] of Object.entries(consoleRoles.roles ?? {})) {
    if (!(labelKey in (defaults.copy ?? {}))) {
      problems.push({ code: 'E_UNKNOWN_COPY_KEY', file: 'flows/platform/console-roles.json', pointer: `/roles/${role}/labelKey`, message: `copy key '${labelKey}' is not in brands/default.brand.json` });
    }
  }
  const mappingFile = join(root, 'flows/registration/create-heloc-body.json');
  const createHelocBody = load<BodyMapping>(mappingFile, 'createHelocBody');
  if (problems.length === 0) {
    const flow = flows[createHelocBody.flow];
    const keys = flow ? flowStepAnswerKeys(flow, steps) : {};
    problems.push(...checkBodyMapping(createHelocBody, relative(root, mappingFile), flows, keys));
  }
  if (problems.length === 0) {
    problems.push(...checkRoutingData(routing));
    problems.push(...checkPages({
      pages, routing, steps, copy: (defaults.copy ?? {}) as Record<string, string>, components: KNOWN_PAGE_COMPONENTS, lenderActions: LENDER_ACTIONS,
    }));
    problems.push(...checkIncomeMethods(incomeMethods, pages, (defaults.copy ?? {}) as Record<string, string>));
  }
  return { flows, steps, brands, hosts, flags, constants, statusRoutes, routing, pages, documents, decisionNotice, closingDocuments, esignConsent, incomeMethods, notary, banners, access, createHelocBody, consoleRoles, logoSvgs: readLogoSvgs(join(root, 'brands/logos')), problems };
}
