import type { Copy } from '../../engine/core';
import { ApiError } from './api-error';

/**
 * The words to show for a failed call: the server's messages (joined by apiFetch with joinErrorMessages) for an
 * ApiError the server answered, the brand's "something unexpected" otherwise. Pure.
 */
export function errorWords(error: unknown, copy: Copy): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : copy('common.somethingUnexpected');
}
