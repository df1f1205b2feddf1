/**
 * The web server of the data-change proof (playwright.data-change.config.ts): copies the repository (without its
 * build, database and dependencies, which are linked), adds tests/data-change/data-only-additions.ts's JSON, runs the
 * ordinary build in the copy (validators, flows check, Vite, prerendering) and starts the server there.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../../server/data/project-data';
import { DATA_CHANGE_DB, DATA_CHANGE_PORT } from './changed-tree';
import { addDataOnlyChanges } from './data-only-additions';

const SKIPPED = new Set(['node_modules', 'dist', '.git', 'data', 'keys', 'test-results', 'playwright-report', 'blob-report', '.cache', 'bench-results']);

const root = mkdtempSync(join(tmpdir(), 'heloc-data-change-'));
cpSync(REPO_ROOT, root, { recursive: true, filter: (source) => !SKIPPED.has(relative(REPO_ROOT, source).split('/')[0]) });
symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
addDataOnlyChanges(root);
console.log(`data-change: building ${root}`);
execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });

rmSync(DATA_CHANGE_DB, { force: true });
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(DATA_CHANGE_PORT), HOST: '127.0.0.1', DATABASE_FILE: DATA_CHANGE_DB, RATE_LIMIT_MAX: '10000', LOG_LEVEL: 'warn' },
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(root, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => { stop(); process.exit(0); });
server.on('exit', (code) => {
  rmSync(root, { recursive: true, force: true });
  process.exit(code ?? 0);
});
