import type { StoredDocument } from '../../engine/core/api/contract';
import { documentView, type DocumentRow } from '../repositories/documents';
import type { ConditionRow } from '../repositories/conditions';
import type { ConditionsData } from './condition-data';
import type { StoredComment } from './condition-service';

/**
 * One condition as the conditions call answers it (platform spec §3 'Condition'): uuid, categoryEnum, created, notes,
 * commentsToBorrower (the latest comment; every comment in `comments`), requestDocuments, xtraData.numDocsRequired,
 * actionNeeded (the page under conditions/ that takes care of it), and beyond the spec: status, clearedAt, and the
 * files uploaded for it.
 */
export interface ConditionView {
  uuid: string;
  categoryEnum: string;
  created: string;
  notes: string | null;
  commentsToBorrower: string | null;
  comments: { comment: string; created: string }[];
  requestDocuments: string[];
  xtraData: { numDocsRequired: number };
  actionNeeded: string;
  status: 'OPEN' | 'CLEARED';
  clearedAt: string | null;
  addressedTo: 'BORROWER' | 'SIGNER';
  documents: StoredDocument[];
}

/** The answer shape of a condition with its uploaded files. Pure. */
export function conditionView(row: ConditionRow, documents: readonly DocumentRow[], data: ConditionsData): ConditionView {
  const comments = (JSON.parse(row.comments) as StoredComment[]).map((c) => ({ comment: c.comment, created: c.createdAt }));
  return {
    uuid: row.uuid, categoryEnum: row.category, created: row.created_at, notes: row.notes,
    commentsToBorrower: comments.at(-1)?.comment ?? null, comments,
    requestDocuments: JSON.parse(row.request_documents) as string[], xtraData: { numDocsRequired: Number(row.num_docs_required) },
    actionNeeded: data.categories[row.category]?.location ?? 'upload-document',
    status: row.status === 'CLEARED' ? 'CLEARED' : 'OPEN', clearedAt: row.cleared_at,
    addressedTo: row.addressed_to === 'SIGNER' ? 'SIGNER' : 'BORROWER',
    documents: documents.map(documentView),
  };
}
