import type { BaselinePolicy } from './decision';

/**
 * How a borrower is prepared before a page is shown: `note-signing` puts the application at NOTE_SIGNING with its
 * closing documents ready; `consented` also gives the E-SIGN consent; `co-signer` invites a co-owner and signs them in.
 */
export type GallerySetup = 'note-signing' | 'consented' | 'co-signer';

/** A call the page makes answered with fixed JSON: `path` under the application's address, or `url` (a glob). */
export type GalleryRoute = { path?: string; url?: string; json: unknown };

/**
 * One screen the gallery renders: a registration step, a sign-in page, an application page, a co-signer's page (in
 * every brand) or a staff console page (once, as the brand `console`). `heading`: the copy key of the page's heading
 * (placeholders match any words), checked before the shot.
 */
export type GalleryTarget =
  | { kind: 'step'; id: string }
  | { kind: 'visit'; id: string; open: string; heading?: string }
  | { kind: 'signer'; id: string; open: string; heading: string; flags?: string[]; tasks?: Record<string, unknown>; mask?: string[] }
  | { kind: 'console'; id: string; open: string; heading: string; signIn?: boolean; mask?: string[] }
  | {
    kind: 'page'; id: string; page: string; patch: GalleryPatch; open?: string; routes?: GalleryRoute[]; decision?: string; mask?: string[]; gone?: string[];
    statusCall?: boolean; persona?: string; setup?: GallerySetup; heading?: string; pdfs?: boolean;
  };

/** The brand id the staff console's screens are filed under (the console is brand-neutral). */
export const CONSOLE_BRAND = 'console';

/** How an application page is reached: the answer's status sub-fields, a chosen offer, a Texas property, other fields. */
export interface GalleryPatch { status: Record<string, unknown>; offer?: boolean; texas?: boolean; app?: Record<string, unknown> }

/** scripts/gallery/screens.json: how the sign-in pages and the application pages are reached. */
export interface ScreensFile {
  baselines?: BaselinePolicy;
  visits: { id: string; open: string; heading?: string }[];
  signer?: Omit<Extract<GalleryTarget, { kind: 'signer' }>, 'kind'>[];
  console?: Omit<Extract<GalleryTarget, { kind: 'console' }>, 'kind'>[];
  pages: ({ page: string; id?: string; patch: GalleryPatch } & Omit<Extract<GalleryTarget, { kind: 'page' }>, 'kind' | 'id' | 'page' | 'patch'>)[];
}

/**
 * Every target in gallery order: the registration steps in flow order, the sign-in pages, then the application pages.
 * Ids are unique (a step id, a visit id, a page's id or its path). Pure; throws on a repeated id.
 */
export function galleryTargets(stepIds: string[], screens: ScreensFile): GalleryTarget[] {
  const targets: GalleryTarget[] = [
    ...stepIds.map((id): GalleryTarget => ({ kind: 'step', id })),
    ...screens.visits.map((v): GalleryTarget => ({ kind: 'visit', ...v })),
    ...screens.pages.map(({ id, ...p }): GalleryTarget => ({ kind: 'page', id: id ?? p.page, ...p })),
    ...(screens.signer ?? []).map((s): GalleryTarget => ({ kind: 'signer', ...s })),
    ...(screens.console ?? []).map((c): GalleryTarget => ({ kind: 'console', ...c })),
  ];
  const seen = new Set<string>();
  for (const t of targets) {
    if (seen.has(t.id)) throw new Error(`gallery target '${t.id}' is listed twice`);
    seen.add(t.id);
  }
  return targets;
}

/** Declared application pages (flows/application/pages.json) that no gallery target shows, in declaration order. Pure. */
export function uncoveredPages(declared: string[], targets: GalleryTarget[]): string[] {
  const shown = new Set(targets.flatMap((t) => (t.kind === 'page' ? [t.page] : [])));
  return declared.filter((p) => !shown.has(p));
}

/**
 * The signer pages' addresses that flows/platform/signer-pages.json declares (every page, the conditions index and each
 * condition location) and no signer target opens, in declaration order. Pure.
 */
export function uncoveredSignerPages(declared: SignerPagesData, targets: GalleryTarget[]): string[] {
  const paths = [
    ...declared.pages.map((p) => p.path),
    ...(declared.conditions ? [declared.conditions.path, ...declared.conditions.locations.map((l) => `${declared.conditions!.path}/${l}`)] : []),
  ];
  const shown = new Set(targets.flatMap((t) => (t.kind === 'signer' ? [t.open.split('?')[0]] : [])));
  return paths.filter((p) => !shown.has(p));
}

/** What the gallery reads of flows/platform/signer-pages.json: the pages' addresses and the conditions' pages. */
export interface SignerPagesData { pages: { path: string }[]; conditions?: { path: string; locations: string[] } }

/**
 * The co-signer's task view with a target's `tasks` laid over it: a field replaced, an object field (`signer`) merged
 * one level deep, so a target may say only `signer.status`. Pure.
 */
export function patchTaskView(view: Record<string, unknown>, tasks: Record<string, unknown>): Record<string, unknown> {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  return Object.fromEntries([...new Set([...Object.keys(view), ...Object.keys(tasks)])].map((k) => {
    const [was, now] = [view[k], tasks[k]];
    return [k, !(k in tasks) ? was : isObject(was) && isObject(now) ? { ...was, ...now } : now];
  }));
}

/** The brand × target jobs of a run: every brand's screens, and the console's screens once as `console`. Pure. */
export function galleryJobs(brands: string[], targets: GalleryTarget[]): { brand: string; target: GalleryTarget }[] {
  return [
    ...brands.filter((b) => b !== CONSOLE_BRAND).flatMap((brand) => targets.filter((t) => t.kind !== 'console').map((target) => ({ brand, target }))),
    ...(brands.includes(CONSOLE_BRAND) ? targets.filter((t) => t.kind === 'console').map((target) => ({ brand: CONSOLE_BRAND, target })) : []),
  ];
}

/**
 * The heading a shot must show, from the copy text of its key: the text itself, or with its `{placeholders}` matching
 * any words (the page fills them from the application). Pure.
 */
export function headingMatcher(text: string): string | RegExp {
  if (!/\{[A-Za-z0-9_.]+\}/.test(text)) return text;
  const parts = text.split(/\{[A-Za-z0-9_.]+\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

/** The expected data-page of an application page target: the address it opens without its query, or its page. Pure. */
export function expectedDataPage(target: { page: string; open?: string }): string {
  return target.open ? target.open.split('?')[0] : target.page;
}

/** The file name part of a target id (`start/app-summary` → `start_app-summary`). Pure. */
export function targetFileName(id: string): string {
  return id.replace(/[^A-Za-z0-9-]+/g, '_');
}

/** The targets a run renders: all, or only those `step` names (ids separated by commas; an unknown id is an error). Pure. */
export function selectTargets(targets: GalleryTarget[], step?: string): GalleryTarget[] {
  if (!step) return targets;
  const ids = step.split(',').map((id) => id.trim());
  const unknown = ids.filter((id) => !targets.some((t) => t.id === id));
  if (unknown.length) throw new Error(`unknown --step '${unknown.join(', ')}'; one of: ${targets.map((t) => t.id).join(', ')}`);
  return targets.filter((t) => ids.includes(t.id));
}

/**
 * The loan number the gallery gives a borrower it prepares in the server's database (`key`: brand/persona/setup): the
 * same in every run, so the closing documents and the E-SIGN consent, which the server fills with it, draw the same
 * pixels each time (the server's own numbers are random). Ten digits from 9000000000 on, apart from the server's
 * range's start; distinct keys get distinct numbers but for a hash collision. Pure.
 */
export function galleryLoanNumber(key: string): string {
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return String(9_000_000_000 + (hash % 1_000_000_000));
}
