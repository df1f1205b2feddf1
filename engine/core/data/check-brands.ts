import { closestName } from './closest-name';
import type { DataProblem } from './data-problem';
import { escapePointer } from './json-positions';

/** A brand file as written (before merging over the default brand). */
export type RawBrand = Record<string, unknown> & {
  id?: unknown; orgCode?: unknown; canonicalOrgCode?: unknown; companyName?: unknown; logo?: unknown;
  features?: Record<string, unknown>; rules?: Record<string, unknown>; copy?: Record<string, unknown>; inherits?: unknown;
};

/** What the brand check needs besides the brand files. */
export interface BrandsCheckInput {
  /** Brand files by their path (e.g. `brands/fairway.brand.json`), the default brand included. */
  files: Record<string, RawBrand>;
  /** The path of the default brand. */
  defaultFile: string;
  /** The file names present in brands/logos/. */
  logos: readonly string[];
  /** The rule names the brand meta-schema knows (`rules.*`). */
  ruleNames: readonly string[];
  /** The organisation codes that have their own state licences (server/fixtures/state-licenses.json byOrg); undefined: not checked. */
  licensedOrgCodes?: readonly string[];
}

/** The placeholders every copy text may use: createCopy fills them from the brand itself. */
export const BRAND_PLACEHOLDERS = ['company', 'supportPhone', 'supportEmail', 'supportHours'] as const;

/** The `{name}` placeholders of a copy text (a format such as `{fee|money}` reads `fee`). Pure. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)(?:\|\w+)?\}/g)].map((m) => m[1]);
}

/** The fields a lender's own brand must set, or name in `inherits` to keep the default lender's on purpose. */
const LENDER_FIELDS: [string, (b: RawBrand, input: BrandsCheckInput) => boolean][] = [
  ['companyName', (b) => typeof b.companyName === 'string'],
  ['canonicalOrgCode', (b) => typeof b.canonicalOrgCode === 'string'],
  ['support', (b) => !!b.support],
  ['orgMetaData', (b) => {
    const info = (b.orgMetaData as { companyInfo?: { name?: unknown; nmls?: unknown } } | undefined)?.companyInfo;
    return typeof info?.name === 'string' && typeof info?.nmls === 'string';
  }],
  ['licences', (b, input) => !input.licensedOrgCodes || [b.orgCode, b.canonicalOrgCode].some((c) => typeof c === 'string' && input.licensedOrgCodes!.includes(c))],
];

/** The words of a name that identify it (four letters or more). */
const words = (name: string): string[] => name.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 4);

/**
 * The names and number that are surely the brand's own: its company name, and its metadata's name and NMLS number
 * when that name shares a word with the company name (a copy's metadata may still be the other lender's).
 */
function ownMarks(b: RawBrand): string[] {
  const company = typeof b.companyName === 'string' ? b.companyName : '';
  const info = (b.orgMetaData as { companyInfo?: { name?: unknown } } | undefined)?.companyInfo;
  const mine = typeof info?.name === 'string' && words(info.name).some((w) => words(company).includes(w));
  return [company, ...(mine ? lenderMarks(b) : [])].filter(Boolean);
}

const fileId = (file: string): string => file.replace(/^.*\//, '').replace(/\.brand\.json$/, '');

/** Every string of a value with its pointer (copy texts, names, links). */
function strings(value: unknown, pointer: string): { text: string; pointer: string }[] {
  if (typeof value === 'string') return [{ text: value, pointer }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${pointer}/${i}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${pointer}/${escapePointer(k)}`));
  return [];
}

/** The names and NMLS number a lender is known by, from its brand file. */
function lenderMarks(b: RawBrand): string[] {
  const info = (b.orgMetaData as { companyInfo?: { name?: unknown; nmls?: unknown } } | undefined)?.companyInfo;
  return [b.companyName, info?.name, info?.nmls].filter((s): s is string => typeof s === 'string' && s.length >= 3);
}

/**
 * Checks the brand files together: the id is the file name and unique, organisation codes are unique, the logo is in
 * brands/logos/, features are the default brand's and rules the meta-schema's, every copy override is a key of the
 * default brand and uses only placeholders its default text (or the brand) fills, every lender field is set (or named
 * in `inherits`; a brand of the default lender inherits them), and no text still names another lender or its NMLS
 * number (a brand copied from another). Pure.
 */
export function checkBrands(input: BrandsCheckInput): DataProblem[] {
  const { files, defaultFile, logos, ruleNames } = input;
  const out: DataProblem[] = [];
  const defaults = files[defaultFile] ?? {};
  const defaultCopy = (defaults.copy ?? {}) as Record<string, unknown>;
  const features = Object.keys(defaults.features ?? {});
  const ids = new Map<string, string>();
  const orgCodes = new Map<string, string>();
  for (const [file, b] of Object.entries(files)) {
    const push = (code: string, pointer: string, message: string, didYouMean?: string) => out.push({ code, file, pointer, message, didYouMean });
    if (typeof b.id === 'string') {
      if (b.id !== fileId(file)) push('E_BRAND_ID', '/id', `the id '${b.id}' is not the file's name '${fileId(file)}'`);
      if (ids.has(b.id)) push('E_DUPLICATE_BRAND', '/id', `the id '${b.id}' is already used by ${ids.get(b.id)}`);
      ids.set(b.id, file);
    }
    if (typeof b.orgCode === 'string') {
      if (orgCodes.has(b.orgCode) && file !== defaultFile && orgCodes.get(b.orgCode) !== defaultFile) push('E_DUPLICATE_ORG_CODE', '/orgCode', `the organisation code '${b.orgCode}' is already used by ${orgCodes.get(b.orgCode)}`);
      if (file !== defaultFile) orgCodes.set(b.orgCode, file);
    }
    if (typeof b.logo === 'string' && !logos.includes(b.logo)) push('E_MISSING_LOGO', '/logo', `no file brands/logos/${b.logo}`, closestName(b.logo, logos));
    if (file !== defaultFile) {
      for (const name of Object.keys(b.features ?? {})) {
        if (!features.includes(name)) push('E_UNKNOWN_FEATURE', `/features/${escapePointer(name)}`, `'${name}' is not a feature of brands/default.brand.json`, closestName(name, features));
      }
    }
    for (const name of Object.keys(b.rules ?? {})) {
      if (!ruleNames.includes(name)) push('E_UNKNOWN_RULE', `/rules/${escapePointer(name)}`, `'${name}' is not a rule the brand schema knows`, closestName(name, ruleNames));
    }
    if (file === defaultFile) continue;
    for (const [key, text] of Object.entries(b.copy ?? {})) {
      const at = `/copy/${escapePointer(key)}`;
      if (!(key in defaultCopy)) {
        push('E_UNKNOWN_OVERRIDE', at, `the override '${key}' matches no key of brands/default.brand.json, so it is never shown`, closestName(key, Object.keys(defaultCopy)));
        continue;
      }
      const filled = new Set([...BRAND_PLACEHOLDERS, ...placeholders(String(defaultCopy[key]))]);
      for (const name of new Set(typeof text === 'string' ? placeholders(text) : [])) {
        if (!filled.has(name)) push('E_PLACEHOLDER_UNFILLED', at, `{${name}} has no value where '${key}' is used (its default text fills only ${[...filled].map((n) => `{${n}}`).join(', ')})`, closestName(name, [...filled]));
      }
    }
    const inherits = Array.isArray(b.inherits) ? b.inherits : [];
    const sameLender = b.canonicalOrgCode !== undefined && b.canonicalOrgCode === defaults.canonicalOrgCode;
    for (const [field, isSet] of LENDER_FIELDS) {
      if (!sameLender && !inherits.includes(field) && !isSet(b, input)) {
        const what = field === 'licences' ? `the lender has no state licences (no ${String(b.orgCode)} in server/fixtures/state-licenses.json byOrg)` : `'${field}' is not set, so the default lender's would show`;
        push('E_LENDER_FIELD', field === 'licences' ? '/orgCode' : `/${field}`, what);
      }
    }
  }
  // A brand copied from another that still names the other lender: its names and NMLS number in any text.
  const lenders = Object.entries(files).filter(([f]) => f !== defaultFile);
  for (const [file, b] of lenders) {
    const reported = new Set<string>();
    const own = ownMarks(b);
    const texts = strings({ ...b, id: undefined, logo: undefined, $schema: undefined }, '');
    for (const [otherFile, other] of [...lenders, [defaultFile, defaults] as [string, RawBrand]]) {
      if (otherFile === file || other.canonicalOrgCode === b.canonicalOrgCode) continue;
      // The platform lender (the default brand's) is named on purpose in partners' texts: only its NMLS number is flagged.
      const platform = other.canonicalOrgCode === defaults.canonicalOrgCode;
      const marks = lenderMarks(other).filter((m) => !own.some((o) => o.includes(m)) && (!platform || /^\d+$/.test(m)));
      for (const { text, pointer } of texts) {
        const hit = marks.find((m) => (/^\d+$/.test(m) ? new RegExp(`\\b${m}\\b`).test(text) : text.includes(m)));
        if (!hit || reported.has(`${pointer}|${hit}`)) continue;
        reported.add(`${pointer}|${hit}`);
        out.push({ code: 'E_FOREIGN_LENDER', file, pointer: pointer || '/', message: `still says '${hit}', which is ${fileId(otherFile)}'s ${/^\d+$/.test(hit) ? 'NMLS number' : 'name'}` });
      }
    }
  }
  return out;
}
