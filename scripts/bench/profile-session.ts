import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startServer } from './start-server';

/**
 * Runs `work` as a profiling script's whole session: builds source maps of the current sources into a temporary
 * folder (the chunks' names match dist/ when the sources are those built), starts the built app on `port` and a
 * headless Chromium, hands both the browser and the maps' folder to `work`, then stops them. Exits 1 on an error.
 */
export function profileSession(port: number, work: (browser: Browser, mapsDir: string) => Promise<void>): void {
  const run = async () => {
    const mapsDir = mkdtempSync(join(tmpdir(), 'profile-maps-'));
    execFileSync('npx', ['vite', 'build', '--sourcemap', '--outDir', mapsDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
    const server = await startServer(port);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      await work(browser, join(mapsDir, 'assets'));
    } finally {
      await browser.close();
      if (server.pid) process.kill(-server.pid);
    }
  };
  run().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
