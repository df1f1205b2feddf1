import type { Plugin } from 'vite';

/** V8's per-file compile hint: every function of the file is compiled while the file streams in, off the main thread. */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * The output's `postBanner` (put in after minification, before the file's hash is taken) for the named chunks: V8's
 * compile hint (ALL_FUNCTIONS_CALLED_ON_LOAD) on the first page's libraries and code, whose functions almost all run
 * while the page starts and hydrates. Compiled lazily, each was compiled on the main thread the first time it ran,
 * inside the tasks that evaluate the chunks and hydrate the step; with the hint, Chromium compiles them on the thread
 * that streams the chunk in (other engines ignore the comment). Chunks loaded later keep lazy compilation.
 */
export function compileHintBanner(chunkNames: readonly string[]): (chunk: { name: string }) => string {
  return (chunk) => (chunkNames.includes(chunk.name) ? ALL_FUNCTIONS_CALLED_ON_LOAD : '');
}

/**
 * A Vite plugin that keeps the compile hint the first line of its chunk: Vite puts its preload helper's file list
 * (`__vite__mapDeps`) above the banner of a chunk that imports others dynamically.
 */
export function compileHintFirst(): Plugin {
  return {
    name: 'compile-hint-first',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          const at = file.code.indexOf(`\n${ALL_FUNCTIONS_CALLED_ON_LOAD}\n`);
          if (at < 0) continue;
          const hint = `${ALL_FUNCTIONS_CALLED_ON_LOAD}\n`;
          file.code = hint + file.code.slice(0, at + 1) + file.code.slice(at + 1 + hint.length);
        }
      },
    },
  };
}
