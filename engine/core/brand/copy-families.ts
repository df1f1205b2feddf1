import consoleRoles from '../../../flows/platform/console-roles.json' with { type: 'json' };
import notary from '../../../flows/application/notary.json' with { type: 'json' };
import propertyCondition from '../../../flows/application/steps/property-condition.step.json' with { type: 'json' };
import annualIncome from '../../../flows/registration/steps/annual-income.step.json' with { type: 'json' };
import { ADDRESS_PARTS } from '../format/address-parts';
import { METER_LEVELS } from '../rules/operations/password-meter';
import { consentLinkKeys } from './consent-label-parts';
import type { Copy } from './create-copy';

/** A family of copy keys: a pattern whose `*` is one of `values`, and the placeholders the app fills in its texts. */
interface CopyFamily {
  readonly values: readonly string[];
  readonly placeholders: readonly string[];
}

const none = [] as const;

/** A data file's value, as a family reads it (undefined: not read). */
type Read = (file: string) => unknown;

/** The families whose values live in a data file: the file, and how the values are read from it. */
const FROM_DATA = {
  'employment.*': {
    file: 'flows/registration/steps/annual-income.step.json',
    values: (v: unknown): string[] => (v as typeof annualIncome).schema.properties.income.properties.employmentType.enum,
  },
  'console.role.*': { file: 'flows/platform/console-roles.json', values: (v: unknown): string[] => Object.keys((v as typeof consoleRoles).roles) },
  'console.action.*': {
    file: 'flows/platform/console-roles.json',
    // The roles' actions, and the two every role has (signing in; a look at the conditions, audited as such).
    values: (v: unknown): string[] => [...new Set([...Object.values((v as typeof consoleRoles).roles).flatMap((r) => r.actions), 'signIn', 'viewConditions'])],
  },
  // The sidebar's property condition: a value of the condition step's answer, or UNKNOWN before it is given.
  'sidebar.condition.*': {
    file: 'flows/application/steps/property-condition.step.json',
    values: (v: unknown): string[] => ['UNKNOWN', ...(v as typeof propertyCondition).schema.properties.condition.enum],
  },
  // Why an electronic notary session failed (the booking's failureReason); another reason is shown with reasonUnknown.
  'notary.error.reason.*': { file: 'flows/application/notary.json', values: (v: unknown): string[] => (v as { failureReasons?: string[] }).failureReasons ?? [] },
  // The links of the consent labels (`[words](key)` opens copy `link.<key>`): the keys the default brand's texts name
  // (a brand's own label is held to the default's keys by the check). Not bundled: the check reads the brand.
  'link.*': {
    file: 'brands/default.brand.json',
    values: (v: unknown): string[] => [...new Set(Object.values((v as { copy: Record<string, unknown> }).copy).flatMap((t) => (typeof t === 'string' ? consentLinkKeys(t) : [])))],
  },
} as const;
/** The data files bundled with the code, for the families' values without the check's reading (the brands are not bundled). */
const BUNDLED: Record<string, unknown> = {
  [FROM_DATA['employment.*'].file]: annualIncome, [FROM_DATA['console.role.*'].file]: consoleRoles, [FROM_DATA['sidebar.condition.*'].file]: propertyCondition,
  [FROM_DATA['notary.error.reason.*'].file]: notary,
};
const bundled: Read = (file) => BUNDLED[file];
/** The consent links' keys without the brands (read by the check from brands/default.brand.json, FROM_DATA). */
const linkKeys: readonly string[] = [];
const conditionStatuses = ['OPEN', 'CLEARED'] as const;
const rateTypes = ['FIXED', 'VARIABLE'] as const;
/** The months' numbers, 1 to 12 (engine/core/time/relative-time.ts names a month by its number). */
const monthNumbers: string[] = Array.from({ length: 12 }, (_, i) => String(i + 1));

/**
 * Every family of copy keys the app's React pages, the engine and the step widgets build from a value (a status, a
 * role, a column, a month, a unit of time, a password meter level, an address part, a consent link), with the values it
 * takes — read from the data where the values live (console roles, employment types, the default brand's consent
 * links), the code's own constant list where there is one (METER_LEVELS, ADDRESS_PARTS), declared here where they are a
 * code union — and the placeholders the code fills in its texts.
 * `npm run flows -- check` holds every expanded key against brands/default.brand.json and every text of a family
 * (default or override) against its placeholders. Code asks for a family's words only through `copyOf` (a key built
 * from a template literal in a copy call fails tests/unit/app/app-copy-keys).
 */
export const COPY_FAMILIES = {
  'conditions.status.*': { values: conditionStatuses, placeholders: none },
  'console.conditions.status.*': { values: conditionStatuses, placeholders: none },
  'signing.additional.status.*': { values: ['NAMED', 'INVITED', 'SIGNED'], placeholders: ['name', 'email'] },
  'notary.session.state.*': { values: ['BOOKED', 'WAITING_FOR_NOTARY', 'NOTARY_JOINED', 'SIGNED', 'FAILED', 'CANCELLED'], placeholders: none },
  'funding.progress.*': { values: ['RESCISSION', 'RECORDING', 'FUNDABLE', 'FUNDING_DECISION', 'COMPLETE', 'done', 'current', 'pending'], placeholders: none },
  'product.rateType.*': { values: rateTypes, placeholders: none },
  'sidebar.rateType.*': { values: rateTypes, placeholders: none },
  'employment.*': { values: FROM_DATA['employment.*'].values(bundled(FROM_DATA['employment.*'].file)), placeholders: none },
  'product.discount.*': { values: ['AUTOPAY', 'PARTNER', 'CREDIT_UNION'], placeholders: ['rate'] },
  'product.discount.*.short': { values: ['AUTOPAY', 'PARTNER', 'CREDIT_UNION'], placeholders: none },
  'product.payoff.*': { values: ['PRESERVE', 'DEDUCT', 'MAXIMIZE'], placeholders: ['total'] },
  'console.role.*': { values: FROM_DATA['console.role.*'].values(bundled(FROM_DATA['console.role.*'].file)), placeholders: none },
  'console.action.*': { values: FROM_DATA['console.action.*'].values(bundled(FROM_DATA['console.action.*'].file)), placeholders: none },
  'console.app.documents.col.*': { values: ['name', 'type', 'size', 'uploaded'], placeholders: none },
  'console.search.col.*': { values: ['loanNumber', 'borrower', 'email', 'status', 'created'], placeholders: none },
  'console.app.history.col.*': { values: ['at', 'from', 'to', 'by', 'reason'], placeholders: none },
  'console.app.audit.col.*': { values: ['at', 'staff', 'action', 'change', 'reason'], placeholders: none },
  'console.app.move.*': { values: ['statusRequired'], placeholders: none },
  'time.month.*': { values: monthNumbers, placeholders: none },
  'time.ago.*': { values: ['minute', 'minutes', 'hour', 'hours', 'day', 'days', 'week', 'weeks'], placeholders: ['count'] },
  'closing.payType.*': { values: ['AUTOPAY', 'MANUAL'], placeholders: none },
  'sidebar.condition.*': { values: FROM_DATA['sidebar.condition.*'].values(bundled(FROM_DATA['sidebar.condition.*'].file)), placeholders: none },
  'notary.error.reason.*': { values: FROM_DATA['notary.error.reason.*'].values(bundled(FROM_DATA['notary.error.reason.*'].file)), placeholders: none },
  'password.meter.*': { values: METER_LEVELS, placeholders: none },
  'address.*': { values: ADDRESS_PARTS, placeholders: none },
  'link.*': { values: linkKeys, placeholders: none },
} as const satisfies Record<string, CopyFamily>;

/** The name of a family of copy keys. */
export type CopyFamilyName = keyof typeof COPY_FAMILIES;
/** A value a family takes (`string` where the values are read from data). */
export type CopyFamilyValue<F extends CopyFamilyName> = (typeof COPY_FAMILIES)[F]['values'][number];
/** The placeholder values a family's texts receive (exactly its declared placeholders). */
export type CopyFamilyValues<F extends CopyFamilyName> = { [P in (typeof COPY_FAMILIES)[F]['placeholders'][number]]: unknown };

/** The copy key of one value of a family: `familyKey('console.role.*', 'ADMIN')` → `console.role.ADMIN`. Pure. */
export function familyKey<F extends CopyFamilyName>(family: F, value: CopyFamilyValue<F>): string {
  return family.replace('*', value);
}

/** A family accessor: the brand's words for one value of a family, with the family's placeholders filled. */
export type CopyOf = <F extends CopyFamilyName>(family: F, value: CopyFamilyValue<F>, ...values: keyof CopyFamilyValues<F> extends never ? [] : [CopyFamilyValues<F>]) => string;

/** Builds the family accessor over a copy function. Pure. */
export function createCopyOf(copy: Copy): CopyOf {
  return (family, value, ...values) => copy(familyKey(family, value), values[0]);
}

/**
 * Every key of every family, with the family it belongs to (what the flows check holds against the brands). `read`:
 * the data files as the check read them, for the families whose values live there (the bundled files without it). Pure.
 */
export function familyKeys(read?: Read): { key: string; family: CopyFamilyName; placeholders: readonly string[] }[] {
  return (Object.entries(COPY_FAMILIES) as [CopyFamilyName, CopyFamily][]).flatMap(([family, { values, placeholders }]) => {
    const source = read && family in FROM_DATA ? FROM_DATA[family as keyof typeof FROM_DATA] : undefined;
    const value = source ? read?.(source.file) : undefined;
    const taken = source && value !== undefined ? safeValues(() => source.values(value)) ?? values : values;
    return taken.map((v) => ({ key: family.replace('*', v), family, placeholders }));
  });
}

/** The values a data file gives, or undefined when it does not have the expected shape (the meta-schema check says why). */
function safeValues(take: () => string[]): string[] | undefined {
  try {
    const v = take();
    return Array.isArray(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** A key pattern's matcher: `console.role.*` matches `console.role.X` (one segment for the `*`). Pure. */
export function familyPattern(family: string): RegExp {
  return new RegExp(`^${family.split('*').map((p) => p.replace(/[.]/g, '\\.')).join('[^.]+')}$`);
}
