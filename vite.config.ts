import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { flowEntrySteps } from './scripts/vite/flow-entry-steps';

/** The browser app: built into dist/ and served by the Fastify server on one port. */
export default defineConfig({
  plugins: [react(), flowEntrySteps(process.cwd())],
  base: '/',
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    proxy: { '^/(api|identity|service-[a-z-]+|krang-heloc|ft|waitlist)/': 'http://127.0.0.1:3000' },
  },
});
