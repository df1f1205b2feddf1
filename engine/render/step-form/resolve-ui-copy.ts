import type { Copy } from '../../core';

const WORD_KEYS = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help']);

/**
 * Returns a copy of a UI schema with its copy keys replaced by the brand's words: `ui:title`, `ui:description`,
 * `ui:placeholder`, `ui:help` and `ui:options.enumNames`. The JSON Schema itself is never touched, so the
 * precompiled validator still matches it. Pure.
 */
export function resolveUiCopy(uiSchema: unknown, copy: Copy): Record<string, unknown> {
  const walk = (node: unknown, parentKey: string): unknown => {
    if (Array.isArray(node)) return parentKey === 'enumNames' ? node.map((k) => copy(String(k))) : node.map((n) => walk(n, ''));
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [k, WORD_KEYS.has(k) && typeof v === 'string' ? copy(v) : walk(v, k)]),
    );
  };
  return walk(uiSchema, '') as Record<string, unknown>;
}
