import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHintBanner, compileHintFirst } from './scripts/vite/compile-hints.ts';
import { flowEntrySteps } from './scripts/vite/flow-entry-steps.ts';
import { leanLibraries } from './scripts/vite/lean-libraries.ts';
import { preloadAppChunks } from './scripts/vite/preload-app-chunks.ts';
import { packagesTest, START_STAGES } from './scripts/vite/start-stages.ts';

/** The chunk of the first page's own code (the app's start and what it imports statically). */
const FIRST_PAGE_CHUNK = 'first-page';

/**
 * The browser app: built into dist/ and served by the Fastify server on one port. The SSR build (of
 * src/prerender/render-page.tsx, by scripts/prerender-first-steps.ts) bundles every package, so the same aliases and
 * shims apply to the pages rendered ahead of time as to the browser's.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [leanLibraries(process.cwd()), react(), flowEntrySteps(process.cwd()), preloadAppChunks(), compileHintFirst()],
  base: '/',
  resolve: {
    // Step copy is never Markdown and step schemas have no remote $ref: see the two stubs for what they replace.
    alias: [
      { find: 'markdown-to-jsx/react', replacement: new URL('./engine/render/step-form/markdown-stub.ts', import.meta.url).pathname },
      { find: 'fast-uri', replacement: new URL('./engine/render/step-form/uri-stub.ts', import.meta.url).pathname },
      // react-router's package exports point every bundler at its development build (warnings, dev-only checks);
      // its production build is the same API without them.
      { find: /^react-router$/, replacement: new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url).pathname },
      { find: /^react-router\/dom$/, replacement: new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url).pathname },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      onwarn(warning, warn) {
        // The flow entry steps are imported eagerly on purpose (scripts/vite/flow-entry-steps.ts).
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        warn(warning);
      },
      // engine/core is pure (ARCHITECTURE.md): importing its barrel must not pull in the modules a page does not use
      // (calculations and routing would otherwise ride along on the registration entry).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]engine[\\/]core[\\/]/.test(id) },
      // The app's start (src/app/start-app.tsx) is an entry of its own, run by the tiny page entry (src/main.tsx) after
      // the first frame. Everything it imports statically is one chunk: split into the pieces later pages share, it
      // was 30-odd small files, each compressed on its own (about 7 KB gz more) and each a request.
      ...(isSsrBuild ? {} : { input: { index: 'index.html', app: 'src/app/start-app.tsx' }, preserveEntrySignatures: 'exports-only' as const }),
      output: isSsrBuild ? {} : {
        postBanner: compileHintBanner([...START_STAGES.map((s) => s.name), FIRST_PAGE_CHUNK]),
        codeSplitting: { groups: [
          { name: 'preload-helper', test: /preload-helper|modulepreload-polyfill/, priority: 9 },
          // The first page's libraries in four chunks, evaluated one task after another (src/main.tsx, START_STAGES).
          ...START_STAGES.map(({ name, packages }, i) => ({ name, tags: ['$initial' as const], test: packagesTest(packages), priority: 8 - i })),
          { name: FIRST_PAGE_CHUNK, tags: ['$initial' as const], test: (id: string) => !/[\\/]index\.html|[\\/]src[\\/]main\.tsx$/.test(id) },
        ] },
      },
    },
  },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '^/(api|identity|service-[a-z-]+|krang-heloc|ft|waitlist|sandbox-link|dev/api)/': 'http://127.0.0.1:3000' },
  },
}));
