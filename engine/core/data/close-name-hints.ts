import { closestName } from './closest-name';
import type { DataProblem } from './data-problem';
import { KNOWN_PAGE_COMPONENTS, KNOWN_WIDGETS, LENDER_ACTIONS } from './known-components';

/** The names the older checks' unknown names are compared with. */
export interface KnownNames {
  copyKeys: readonly string[];
  brandIds: readonly string[];
  data?: {
    steps?: Record<string, unknown>;
    pages?: { pages?: Record<string, unknown> };
    flows?: Record<string, { modals?: Record<string, unknown> }>;
    routing?: { progress?: { values?: Record<string, unknown> }; machine?: { states?: Record<string, unknown>; triggers?: Record<string, unknown> } };
  };
}

/**
 * Adds "did you mean" to problems of checks that name an unknown thing in quotes (copy keys, widgets, brands, steps,
 * pages, components, lender actions, progress values, modals, machine states and triggers) when a known name is close. Changes the problems in place.
 */
export function offerCloseNames(problems: DataProblem[], known: KnownNames): void {
  const lists: Record<string, readonly string[]> = {
    E_MISSING_COPY: known.copyKeys, E_UNKNOWN_COPY_KEY: known.copyKeys, E_UNKNOWN_WIDGET: KNOWN_WIDGETS, E_UNKNOWN_BRAND: known.brandIds,
    E_UNKNOWN_STEP: Object.keys(known.data?.steps ?? {}), E_UNKNOWN_PAGE: Object.keys(known.data?.pages?.pages ?? {}),
    E_UNKNOWN_COMPONENT: KNOWN_PAGE_COMPONENTS, E_UNKNOWN_LENDER_ACTION: LENDER_ACTIONS, E_UNKNOWN_PROGRESS: Object.keys(known.data?.routing?.progress?.values ?? {}),
    E_UNKNOWN_MODAL: Object.values(known.data?.flows ?? {}).flatMap((f) => Object.keys(f.modals ?? {})),
    E_UNKNOWN_STATE: Object.keys(known.data?.routing?.machine?.states ?? {}), E_UNKNOWN_TRIGGER: Object.keys(known.data?.routing?.machine?.triggers ?? {}),
  };
  for (const p of problems) {
    const list = lists[p.code];
    const name = /'([^']+)'/.exec(p.message)?.[1];
    if (list && name && p.didYouMean === undefined) p.didYouMean = closestName(name, list);
  }
}
