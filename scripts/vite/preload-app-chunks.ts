import type { Plugin } from 'vite';

interface ChunkLike { type: 'chunk'; fileName: string; imports: string[]; dynamicImports: string[]; isEntry: boolean; facadeModuleId?: string | null }

/**
 * A Vite plugin that adds a `modulepreload` link to index.html for every chunk the entry imports dynamically and for
 * their static imports: the tiny entry (src/main.tsx) runs the app's code only after the first frame, and the browser
 * fetches and compiles that code meanwhile instead of when it is asked for.
 */
export function preloadAppChunks(): Plugin {
  return {
    name: 'preload-app-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, ChunkLike | { type: 'asset' }> | undefined;
        const entry = ctx.chunk as ChunkLike | undefined;
        if (!bundle || !entry) return [];
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || !chunk || chunk.type !== 'chunk') return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        entry.dynamicImports.forEach(add);
        entry.imports.forEach((file) => files.delete(file));
        return [...files].filter((file) => !html.includes(`/${file}"`)).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
