import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { TEST_DATA_KEYS } from './helpers';

/** A real server process (`tsx server/main.ts`) on a spare port of 127.0.0.1. */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** SIGKILL (kill -9): no clean shutdown. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

/** A port nothing listens on now. */
export function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) resolve();
  else child.once('exit', () => resolve());
});

/** Starts the server with `env` (DATABASE_URL or DATABASE_FILE, DOCUMENTS_DIR…) and the test keys; waits until /healthz answers. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await sparePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: 'test-secret-test-secret-test-secret', DATA_KEYS: TEST_DATA_KEYS,
      RATE_LIMIT_MAX: '100000', SANDBOX_DELAY_MS: '0', LOG_LEVEL: 'warn', ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > end) {
      child.kill('SIGKILL');
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base, child,
    async kill9() { child.kill('SIGKILL'); await exited(child); },
    async stop() { child.kill('SIGTERM'); await exited(child); },
  };
}
