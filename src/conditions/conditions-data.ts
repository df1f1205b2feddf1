import data from '../../flows/application/conditions.json';
import type { StoredDocument } from '../../engine/core/api/contract';

/** A page under conditions/ that takes care of a condition. */
export type ConditionLocation = 'upload-document' | 'identity' | 'phone-number';

/** One category of flows/application/conditions.json. */
export interface ConditionCategoryData {
  location: ConditionLocation;
  requestDocuments: string[];
  numDocsRequired: number | 'paystubs';
  holdsApplication: boolean;
  titleKey: string;
  actionKey: string;
}

/** flows/application/conditions.json as the pages read it. */
export const conditionsData = data as unknown as {
  pollMs: number;
  paystubsRequired: number;
  locations: ConditionLocation[];
  /** The condition document types of platform §3 (what staff may ask for). */
  documentTypes: string[];
  categories: Record<string, ConditionCategoryData>;
};

/** One condition as the conditions call answers it (platform spec §3 'Condition'). */
export interface Condition {
  uuid: string;
  categoryEnum: string;
  created: string;
  notes: string | null;
  commentsToBorrower: string | null;
  comments: { comment: string; created: string }[];
  requestDocuments: string[];
  xtraData: { numDocsRequired: number };
  actionNeeded: ConditionLocation;
  status: 'OPEN' | 'CLEARED';
  clearedAt: string | null;
  addressedTo: 'BORROWER' | 'SIGNER';
  documents: StoredDocument[];
}

/** The query that opens one condition (platform §2): conditionUuid, conditionType (its location) or conditionEnum (its category). */
export interface ConditionQuery {
  conditionUuid?: string | null;
  conditionType?: string | null;
  conditionEnum?: string | null;
}

/**
 * The condition a location page is about: the one the query names (uuid, else category, else type), else the first
 * open one taken care of on this location. Pure.
 */
export function pickCondition(conditions: readonly Condition[], location: ConditionLocation, query: ConditionQuery): Condition | null {
  if (query.conditionUuid) return conditions.find((c) => c.uuid === query.conditionUuid) ?? null;
  const open = conditions.filter((c) => c.status === 'OPEN');
  if (query.conditionEnum) return open.find((c) => c.categoryEnum === query.conditionEnum) ?? conditions.find((c) => c.categoryEnum === query.conditionEnum) ?? null;
  const type = conditionsData.locations.includes(query.conditionType as ConditionLocation) ? (query.conditionType as ConditionLocation) : location;
  return open.find((c) => c.actionNeeded === type) ?? null;
}

/** The location of a page path under conditions/ (`conditions` → null: the index; anything else: upload-document). Pure. */
export function locationOf(rest: string): ConditionLocation | null {
  const location = rest.replace(/^\/+|\/+$/g, '');
  if (!location) return null;
  return conditionsData.locations.includes(location as ConditionLocation) ? (location as ConditionLocation) : 'upload-document';
}

/** The href of a condition's own page under a base path (…/conditions), with its uuid in the query. Pure. */
export const conditionHref = (base: string, condition: Condition): string =>
  `${base}/${condition.actionNeeded}?conditionUuid=${encodeURIComponent(condition.uuid)}`;

/** Whether two answers of the conditions call differ (the page updates only then). Pure. */
export const conditionsChanged = (a: readonly Condition[] | null, b: readonly Condition[]): boolean => JSON.stringify(a) !== JSON.stringify(b);
