/**
 * A server of its own on a temporary copy of the data (DATA_ROOT): flows/, brands/, schemas/ and server/fixtures/ are
 * copied, so editing them changes nothing for anyone else. Used by the studio's browser test and `npm run bench:studio`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../server/data/project-data';

/** The folders the server reads its data from (and the studio watches the first two of). */
export const DATA_DIRS = ['flows', 'brands', 'schemas', 'server/fixtures'] as const;

/** Copies the repository's data folders into a new temporary folder (name starting with `prefix`) and returns its path. */
export function copyDataTree(prefix = 'heloc-flows-'): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const dir of DATA_DIRS) cpSync(join(REPO_ROOT, dir), join(root, dir), { recursive: true });
  return root;
}

/** A port nobody listens on now. */
export const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  }).on('error', reject);
});

/** A running server on a data copy: its data folder, its address, and how to stop it (the copy is removed then). */
export interface DataCopyServer {
  root: string;
  base: string;
  stop: () => Promise<void>;
}

/** How to start it: the port (a free one when absent), where its output goes, how long the start may take. */
export interface DataCopyServerOptions {
  port?: number;
  stdio?: 'inherit' | 'ignore';
  timeoutMs?: number;
}

/**
 * Starts the built app (`tsx server/main.ts`, development mode, so /studio is served and the data watched) on a fresh
 * copy of the data, with its own SQLite file and key file in the copy; resolves once /healthz answers (the start checks
 * the data and opens the database first).
 */
export async function startDataCopyServer(options: DataCopyServerOptions = {}): Promise<DataCopyServer> {
  const port = options.port ?? await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Another server already on the port would answer instead of this one (on data that is not the copy).
  if (await fetch(`${base}/healthz`).then(() => true, () => false)) throw new Error(`port ${port} is in use`);
  const root = copyDataTree('heloc-studio-');
  const server: ChildProcess = spawn(join(REPO_ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', options.stdio ?? 'inherit', options.stdio ?? 'inherit'],
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_ROOT: root, DATABASE_FILE: join(root, 'studio.sqlite'),
      HELOC_KEY_FILE: join(root, 'keys.json'), RATE_LIMIT_MAX: '10000', LOG_LEVEL: 'warn', NODE_ENV: 'development',
    },
  });
  // The server stops (and stops watching) before its data folder goes.
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) await new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
    rmSync(root, { recursive: true, force: true });
  };
  const deadline = Date.now() + (options.timeoutMs ?? 170_000);
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return { root, base, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`the server on the data copy did not answer ${base}/healthz (exit code ${server.exitCode})`);
}
