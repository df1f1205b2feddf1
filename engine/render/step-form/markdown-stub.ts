/**
 * Stands in for `markdown-to-jsx/react` (aliased in vite.config.ts): step copy is plain words, never Markdown, so
 * RJSF's rich description and help render their text as it is. This keeps ~25 KB gzipped off the first page.
 */
export function Markdown({ children }: { children?: unknown }): unknown {
  return children ?? null;
}

export default Markdown;
