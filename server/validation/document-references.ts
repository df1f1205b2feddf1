import { createCopy, documentFields, documentUuids, type Brand, type StepDefinition } from '../../engine/core';
import type { AppContext } from '../app-context';
import type { ApiErrorEntry } from '../http/api-error';
import { findDocument } from '../repositories/documents';

/**
 * The answers of a step's document fields (DocumentUploadField) must name documents the borrower stored (not a co-owner's condition files) for this
 * application, of the field's document type: otherwise the field's error, in the step's words (its `*` message).
 */
export async function documentReferenceErrors(
  ctx: Pick<AppContext, 'db'>, step: StepDefinition, applicationUuid: string, answers: Record<string, unknown>, brand: Brand,
): Promise<ApiErrorEntry[]> {
  const copy = createCopy(brand);
  const errors: ApiErrorEntry[] = [];
  for (const { field, documentType } of documentFields(step)) {
    if (!(field in answers)) continue;
    for (const uuid of documentUuids(answers[field])) {
      const row = await findDocument(ctx.db, applicationUuid, uuid, 'BORROWER');
      if (row && row.document_type === documentType) continue;
      const key = step.messages?.[field]?.['*'] ?? 'common.somethingUnexpected';
      errors.push({ code: 'VALIDATION_FAILED', field, message: copy(key) });
      break;
    }
  }
  return errors;
}
