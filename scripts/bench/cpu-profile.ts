import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** A V8 CPU profile as CDP's `Profiler.stop` returns it. */
export interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime?: number }
interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }

/**
 * The profile's busy stretches longer than `minMs`, each with its `top` functions by time spent in them (callees
 * included), their positions mapped to sources through the `.map` files in `mapsDir` (a source-mapped build of the
 * same sources as the page served). Functions whose name matches `skip` (React's own work loop, say) are left out of
 * the lists, so that the components and the app's code they ran show. With `bySource`, each stretch also lists the
 * sources by self time (the time spent in their own code, callees excluded): which library or file did the work.
 * With `within` (from and to on the profile's clock, µs), the one stretch listed is that window, idle time left out.
 */
export function busyStretchesOf(profile: Profile, mapsDir: string, minMs = 30, top = 15, skip?: RegExp, bySource = false, within?: [number, number]): string[] {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string) => {
    const file = url.split('/assets/')[1]?.split('?')[0];
    if (!file) return null;
    if (!maps.has(file)) maps.set(file, readdirSync(mapsDir).includes(`${file}.map`) ? new TraceMap(readFileSync(join(mapsDir, `${file}.map`), 'utf8')) : null);
    return maps.get(file) ?? null;
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const sourceOf = (n: ProfileNode) => {
    const { functionName, url, lineNumber, columnNumber } = n.callFrame;
    const map = url ? mapOf(url) : null;
    if (!map || lineNumber < 0) return url ? url.split('/').pop()! : functionName || '(anonymous)';
    const source = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }).source ?? '?';
    return source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '').replace(/\/dist\/.*$/, '');
  };
  const nameOf = (n: ProfileNode) => {
    const { functionName, url, lineNumber, columnNumber } = n.callFrame;
    const map = url ? mapOf(url) : null;
    if (!map || lineNumber < 0) return `${functionName || '(anonymous)'}${url ? ` ${url.split('/').pop()}` : ''}`;
    const at = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    return `${at.name ?? (functionName || '(anonymous)')} ${(at.source ?? '?').replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${at.line ?? '?'}`;
  };
  let t = 0;
  const times = profile.samples.map((_, i) => (t += profile.timeDeltas[i]) / 1000);
  const stretches: number[][] = [];
  let current: number[] = [];
  if (within) {
    const [from, to] = within.map((us) => (us - (profile.startTime ?? 0)) / 1000);
    const inside = profile.samples.map((id, i) => i).filter((i) => times[i] >= from && times[i] <= to && byId.get(profile.samples[i])?.callFrame.functionName !== '(idle)');
    stretches.push(inside);
    minMs = -1;
  } else profile.samples.forEach((id, i) => {
    if (byId.get(id)?.callFrame.functionName !== '(idle)') current.push(i);
    else if (current.length && times[i] - times[current[current.length - 1]] > 3) {
      stretches.push(current);
      current = [];
    }
  });
  if (current.length) stretches.push(current);
  return stretches.filter((s) => times[s[s.length - 1]] - times[s[0]] > minMs).map((s) => {
    const spent = new Map<string, number>();
    for (const i of s) {
      const seen = new Set<string>();
      for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
        const name = nameOf(byId.get(id)!);
        if (seen.has(name) || name.startsWith('(root)')) continue;
        seen.add(name);
        spent.set(name, (spent.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
      }
    }
    const lines = [...spent].filter(([name]) => !skip?.test(name)).sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
    if (bySource) {
      const own = new Map<string, number>();
      for (const i of s) {
        const source = sourceOf(byId.get(profile.samples[i])!);
        own.set(source, (own.get(source) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
      }
      lines.push('  self time by source:', ...[...own].sort((a, b) => b[1] - a[1]).slice(0, top).map(([source, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${source}`));
    }
    return [`busy ${(times[s[s.length - 1]] - times[s[0]]).toFixed(0)} ms from ${times[s[0]].toFixed(0)} ms of the profile:`, ...lines].join('\n');
  });
}
