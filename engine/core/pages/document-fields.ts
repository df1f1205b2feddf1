import type { StepDefinition } from '../types';

/** The UI field that uploads files as documents of the application. */
export const DOCUMENT_UPLOAD_FIELD = 'DocumentUploadField';

/** A field of a step whose answer is one stored document (an object with its uuid) or a list of them. */
export interface DocumentField {
  field: string;
  /** The document type the field uploads as (ui:options.documentType). */
  documentType: string;
  many: boolean;
}

/** The top-level fields of a step rendered by the DocumentUploadField, with their document type. Pure. */
export function documentFields(step: StepDefinition): DocumentField[] {
  const ui = (step.uiSchema ?? {}) as Record<string, { 'ui:field'?: unknown; 'ui:options'?: { documentType?: unknown } } | undefined>;
  return Object.entries(step.schema.properties ?? {})
    .filter(([field]) => ui[field]?.['ui:field'] === DOCUMENT_UPLOAD_FIELD)
    .map(([field, schema]) => ({
      field,
      documentType: String(ui[field]?.['ui:options']?.documentType ?? ''),
      many: (schema as { type?: unknown }).type === 'array',
    }));
}

/** The document uuids an answer names (one document object, or a list of them). Pure. */
export function documentUuids(answer: unknown): string[] {
  const list = Array.isArray(answer) ? answer : answer === undefined || answer === null ? [] : [answer];
  return list.map((d) => (d && typeof d === 'object' ? (d as { uuid?: unknown }).uuid : undefined)).filter((u): u is string => typeof u === 'string');
}
