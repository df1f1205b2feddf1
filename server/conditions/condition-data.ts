import { join } from 'node:path';
import type { SignerConditionsSetting } from '../../engine/core';
import { REPO_ROOT } from '../data/project-data';
import { readJson } from '../data/read-json';

/** Where a condition is taken care of: the page under conditions/. */
export type ConditionLocation = 'upload-document' | 'identity' | 'phone-number';

/** One category of flows/application/conditions.json. */
export interface ConditionCategory {
  location: ConditionLocation;
  requestDocuments: string[];
  /** How many files satisfy it; `paystubs`: the file's paystubsRequired. */
  numDocsRequired: number | 'paystubs';
  holdsApplication: boolean;
  titleKey: string;
  actionKey: string;
}

/** flows/application/conditions.json: the twelve categories, the poll interval and the paystubs required. */
export interface ConditionsData {
  pollMs: number;
  paystubsRequired: number;
  locations: ConditionLocation[];
  /** The condition document types of platform §3: what staff may ask for on an upload-document condition. */
  documentTypes: string[];
  categories: Record<string, ConditionCategory>;
}

let cached: ConditionsData | null = null;

/** The conditions data of the repository (read once). */
export function conditionsData(): ConditionsData {
  cached ??= readJson(join(REPO_ROOT, 'flows/application/conditions.json'), 'flows/application/conditions.json') as ConditionsData;
  return cached;
}

type SignerSetting = SignerConditionsSetting & { locations: ConditionLocation[]; path: string };
let signerSetting: SignerSetting | null = null;

/** The additional signer's conditions pages: their path, their flag and the pages they have (flows/platform/signer-pages.json `conditions`; read once). */
export function signerConditionsSetting(): SignerSetting {
  signerSetting ??= (readJson(join(REPO_ROOT, 'flows/platform/signer-pages.json'), 'flows/platform/signer-pages.json') as { conditions: SignerSetting }).conditions;
  return signerSetting;
}

/** The number of files a category asks for (`paystubs` → paystubsRequired). Pure. */
export function requiredCount(data: ConditionsData, category: ConditionCategory): number {
  return category.numDocsRequired === 'paystubs' ? data.paystubsRequired : category.numDocsRequired;
}

/** Problems of the conditions data against the document types the server accepts (empty when all is well). Pure. */
export function conditionsDataProblems(data: ConditionsData, documentTypes: Record<string, { issuedByLender?: boolean }>, copy: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const type of data.documentTypes) {
    if (!documentTypes[type] || documentTypes[type].issuedByLender) problems.push(`documentTypes: ${type} is not a document type a borrower uploads`);
  }
  for (const [id, category] of Object.entries(data.categories)) {
    if (category.location === 'upload-document') {
      for (const type of category.requestDocuments) if (!data.documentTypes.includes(type)) problems.push(`${id}: ${type} is not one of the condition document types`);
    }
    if (!data.locations.includes(category.location)) problems.push(`${id}: unknown location ${category.location}`);
    for (const type of category.requestDocuments) {
      if (!documentTypes[type] || documentTypes[type].issuedByLender) problems.push(`${id}: ${type} is not a document type a borrower uploads`);
    }
    if (category.location !== 'phone-number' && requiredCount(data, category) < 1) problems.push(`${id}: asks for no document`);
    if (category.location !== 'phone-number' && category.requestDocuments.length === 0) problems.push(`${id}: requests no document type`);
    for (const key of [category.titleKey, category.actionKey]) if (!(key in copy)) problems.push(`${id}: copy key ${key} missing`);
  }
  return problems;
}

/** Whether an open condition is satisfied: enough files of its requested types, or (phone-number) a phone on the profile. Pure. */
export function isSatisfied(
  condition: { location: ConditionLocation; requestDocuments: readonly string[]; numDocsRequired: number },
  given: { documentTypes: readonly string[]; hasPhone: boolean },
): boolean {
  if (condition.location === 'phone-number') return given.hasPhone;
  const count = given.documentTypes.filter((t) => condition.requestDocuments.includes(t)).length;
  return count >= Math.max(1, condition.numDocsRequired);
}
