import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running app server the gallery started, and how to stop it. */
export interface GalleryServer { baseURL: string; database?: string; stop(): Promise<void> }

/**
 * Starts the built app and API as the browser tests do (playwright.config.ts webServer): a fresh SQLite file and key
 * file in the temporary folder, http cookies, no rate limit, flags switched by the `heloc_flags` cookie; resolves once /healthz answers.
 */
export async function startServer(port: number): Promise<GalleryServer> {
  const database = join(tmpdir(), `heloc-gallery-${process.pid}-${Date.now()}.sqlite`);
  const child: ChildProcess = spawn('npx', ['tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_FILE: database, HELOC_KEY_FILE: `${database}.keys.json`,
      RATE_LIMIT_MAX: '10000', SECURE_COOKIES: '0', ALLOW_FLAG_OVERRIDES: '1',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => { stderr = (stderr + chunk).slice(-4000); });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode}):\n${stderr}`);
    const ok = await fetch(`${baseURL}/healthz`).then((r) => r.ok, () => false);
    if (ok) return { baseURL, database, stop };
    await new Promise((done) => setTimeout(done, 300));
  }
  await stop();
  throw new Error(`the server did not answer ${baseURL}/healthz within 90 s:\n${stderr}`);
}
