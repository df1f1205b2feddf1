import type { EmotionCache } from '@emotion/cache';

interface StyleChunk { key: string; ids: string[]; css: string }

/**
 * emotion's critical styles (`extractCriticalToChunks`) plus the styles the page's components compose but whose class
 * is on no element. A styled component built on another (MUI's Button on ButtonBase, Link on Typography, InputLabel on
 * FormLabel) serializes its own styles as a class, then hands that class to the inner component, which composes it into
 * the one class the element gets. The critical extraction keeps only classes found in the markup, so in the browser
 * each of those inner classes was compiled (stylis) and inserted again in the hydration's commit, for no element. Listed
 * in the page's style tag, with their rules, the browser's emotion cache takes them as inserted.
 */
export function withComposedStyles(cache: EmotionCache, chunks: StyleChunk[]): StyleChunk[] {
  const regular = chunks.find((chunk) => chunk.key === cache.key);
  if (!regular) return chunks;
  const listed = new Set(chunks.flatMap((chunk) => chunk.ids));
  const composed = Object.keys(cache.inserted).filter((id) => !listed.has(id)
    && typeof cache.inserted[id] === 'string'
    && cache.registered[`${cache.key}-${id}`] !== undefined);
  if (!composed.length) return chunks;
  const css = composed.map((id) => cache.inserted[id] as string).join('');
  return chunks.map((chunk) => (chunk === regular ? { ...chunk, ids: [...chunk.ids, ...composed], css: chunk.css + css } : chunk));
}
