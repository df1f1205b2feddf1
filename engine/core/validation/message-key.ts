import type { StepDefinition } from '../types';

/** Copy key used when a step declares no message for a field and keyword. */
export const FALLBACK_MESSAGE_KEY = 'common.required';

/** Finds the copy key of a schema error: field+keyword, field+'*', '*'+keyword, '*'+'*', then the fallback. Pure. */
export function messageKey(step: Pick<StepDefinition, 'messages'>, field: string, keyword: string): string {
  const byField = step.messages?.[field];
  const anyField = step.messages?.['*'];
  return byField?.[keyword] ?? byField?.['*'] ?? anyField?.[keyword] ?? anyField?.['*'] ?? FALLBACK_MESSAGE_KEY;
}
