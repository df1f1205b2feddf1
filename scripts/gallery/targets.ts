/** One screen the gallery renders in every brand: a registration step, a sign-in page or an application page. */
export type GalleryTarget =
  | { kind: 'step'; id: string }
  | { kind: 'visit'; id: string; open: string }
  | { kind: 'page'; id: string; page: string; patch: GalleryPatch; open?: string; routes?: { path: string; json: unknown }[]; decision?: string; mask?: string[]; gone?: string[]; statusCall?: boolean };

/** How an application page is reached: the answer's status sub-fields, a chosen offer, a Texas property, other fields. */
export interface GalleryPatch { status: Record<string, unknown>; offer?: boolean; texas?: boolean; app?: Record<string, unknown> }

/** scripts/gallery/screens.json: how the sign-in pages and the application pages are reached. */
export interface ScreensFile {
  visits: { id: string; open: string }[];
  pages: ({ page: string; id?: string; patch: GalleryPatch } & Omit<Extract<GalleryTarget, { kind: 'page' }>, 'kind' | 'id' | 'page' | 'patch'>)[];
}

/**
 * Every target in gallery order: the registration steps in flow order, the sign-in pages, then the application pages.
 * Ids are unique (a step id, a visit id, a page's id or its path). Pure; throws on a repeated id.
 */
export function galleryTargets(stepIds: string[], screens: ScreensFile): GalleryTarget[] {
  const targets: GalleryTarget[] = [
    ...stepIds.map((id): GalleryTarget => ({ kind: 'step', id })),
    ...screens.visits.map((v): GalleryTarget => ({ kind: 'visit', id: v.id, open: v.open })),
    ...screens.pages.map(({ id, ...p }): GalleryTarget => ({ kind: 'page', id: id ?? p.page, ...p })),
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
