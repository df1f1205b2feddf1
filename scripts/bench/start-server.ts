import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the built app (`npx tsx server/main.ts`, serving dist/ or `distDir`) on `port` in a process group of its own,
 * on a fresh SQLite file or, given a PostgreSQL URL, on that database; resolves once /healthz answers. Refuses a port in use
 * (another app there would be measured instead of this build). Stop it with `process.kill(-child.pid)`.
 */
export async function startServer(port: number, databaseUrl = '', distDir?: string): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  if (await fetch(`${base}/healthz`).then(() => true, () => false)) throw new Error(`port ${port} is in use: set BENCH_PORT`);
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_FILE: join(tmpdir(), `bench-${Date.now()}.sqlite`), DATABASE_URL: databaseUrl,
      RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn', ...(distDir ? { DIST_DIR: distDir } : {}),
    },
    stdio: 'ignore', detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try { if ((await fetch(`${base}/healthz`)).ok) return child; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}
