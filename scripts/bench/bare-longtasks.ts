/**
 * `npm run bench:bare`: the long tasks of a page's first 5 s as a borrower's browser has them, and as the shared
 * benchmark's Playwright probe sees them. Playwright turns on the DevTools `Runtime` domain in every page; with it on,
 * V8 records a detailed stack for every `Error` made, and React DOM makes some at module load, which costs React's
 * start a re-parse of its whole module (README, twentieth pass). This script drives headless Chromium over a bare
 * DevTools connection (Node's WebSocket; run with `--experimental-websocket` on Node 20) and loads each page with no
 * domain enabled and with `Runtime.enable`, alternated, at BARE_THROTTLE× CPU (default 4), BARE_RUNS times each
 * (default 5), every load in a fresh tab. It starts the built app on BENCH_PORT (default 3297) for the registration's
 * first step; BARE_URLS (space-separated) adds pages served elsewhere (e.g. `../shared/formbench`'s floor, served
 * from its dist/ by any static server). Prints TBT and the longest task per page and mode (medians, and each load's).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { median, totalBlockingTime, type LongTask } from './formbench-stats';
import { startServer } from './start-server';

const PORT = Number(process.env.BENCH_PORT ?? 3297);
const THROTTLE = Number(process.env.BARE_THROTTLE ?? 4);
const RUNS = Number(process.env.BARE_RUNS ?? 5);
const WINDOW_MS = 5000;
const MODES = [{ name: 'no domain (a borrower)', enable: [] as string[] }, { name: 'Runtime on (Playwright)', enable: ['Runtime.enable'] }];
/** Long tasks observed from the page's start (buffered), read after the window. */
const OBSERVE = `window.__bareLongTasks=[];new PerformanceObserver(function(l){l.getEntries().forEach(function(e){window.__bareLongTasks.push({start:e.startTime,dur:e.duration})})}).observe({type:'longtask',buffered:true});`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One DevTools session on a tab: `send` resolves with the command's result. */
async function session(webSocketUrl: string) {
  const socket = new WebSocket(webSocketUrl);
  await new Promise((resolve, reject) => { socket.onopen = resolve; socket.onerror = reject; });
  let id = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.onmessage = (message) => {
    const data = JSON.parse(String(message.data)) as { id?: number; result?: unknown };
    if (data.id && pending.has(data.id)) {
      pending.get(data.id)!(data.result);
      pending.delete(data.id);
    }
  };
  const send = (method: string, params: Record<string, unknown> = {}) => new Promise<unknown>((resolve) => {
    pending.set(++id, resolve);
    socket.send(JSON.stringify({ id, method, params }));
  });
  return { send, close: () => socket.close() };
}

/** Loads `url` in a fresh tab with `enable`d domains and returns its long tasks in the first 5 s. */
async function load(devtools: string, url: string, enable: string[]): Promise<LongTask[]> {
  const tab = (await (await fetch(`${devtools}/json/new?about:blank`, { method: 'PUT' })).json()) as { id: string; webSocketDebuggerUrl: string };
  const { send, close } = await session(tab.webSocketDebuggerUrl);
  await send('Page.enable');
  for (const method of enable) await send(method);
  await send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVE });
  await send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await send('Page.navigate', { url });
  await sleep(WINDOW_MS + 1000);
  const result = (await send('Runtime.evaluate', { expression: 'JSON.stringify(window.__bareLongTasks || [])', returnByValue: true })) as { result?: { value?: string } };
  close();
  await fetch(`${devtools}/json/close/${tab.id}`);
  return JSON.parse(result.result?.value ?? '[]') as LongTask[];
}

async function main() {
  const server = await startServer(PORT);
  const profileDir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const debugPort = PORT + 1000;
  const chromium = spawn(CHROMIUM_PATH, ['--headless=new', `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profileDir}`, ...CHROMIUM_ARGS, 'about:blank'], { stdio: 'ignore' });
  const devtools = `http://127.0.0.1:${debugPort}`;
  try {
    for (let i = 0; i < 100 && !(await fetch(`${devtools}/json/version`).then(() => true, () => false)); i++) await sleep(200);
    const urls = [`http://127.0.0.1:${PORT}/account/heloc/register-v2?org=figure`, ...(process.env.BARE_URLS ?? '').split(' ').filter(Boolean)];
    const seen = new Map<string, LongTask[][]>();
    for (let run = 0; run < RUNS; run++) {
      for (const url of urls) {
        for (const mode of MODES) {
          const key = `${url}\u0000${mode.name}`;
          seen.set(key, [...(seen.get(key) ?? []), await load(devtools, url, mode.enable)]);
        }
      }
    }
    console.log(`Long tasks in the first 5 s at ${THROTTLE}× CPU, ${RUNS} loads per page and mode, alternated (ms)`);
    for (const [key, loads] of seen) {
      const [url, mode] = key.split('\u0000');
      const tbt = loads.map((tasks) => totalBlockingTime(tasks, WINDOW_MS));
      const longest = loads.map((tasks) => Math.max(0, ...tasks.filter((t) => t.start < WINDOW_MS).map((t) => t.dur)));
      console.log(`${url}  ${mode}: TBT ${median(tbt)?.toFixed(0)} (${tbt.map((x) => x.toFixed(0)).join(', ')}), longest ${median(longest)?.toFixed(0)} (${longest.map((x) => x.toFixed(0)).join(', ')})`);
    }
  } finally {
    const exited = new Promise((resolve) => chromium.once('exit', resolve));
    chromium.kill();
    await exited;
    if (server.pid) process.kill(-server.pid);
    rmSync(profileDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

void main();
