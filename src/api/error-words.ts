import type { Copy, FieldError } from '../../engine/core';
import { ApiError } from './api-error';

/**
 * The words to show for a failed call: the server's messages (joined by apiFetch with joinErrorMessages) for an
 * ApiError the server answered, the brand's "something unexpected" otherwise. Pure.
 */
export function errorWords(error: unknown, copy: Copy): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : copy('common.somethingUnexpected');
}

/** The first of a failed call's errors that names a field (the server's `field`), to show on that field; else null. Pure. */
export function fieldErrorOf(error: unknown): FieldError | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  const list = (error.data as { errors?: { field?: unknown; message?: unknown }[] } | null)?.errors;
  const named = (Array.isArray(list) ? list : []).find((e) => typeof e?.field === 'string' && e.field !== '' && typeof e.message === 'string');
  return named ? { field: String(named.field), message: String(named.message) } : null;
}
