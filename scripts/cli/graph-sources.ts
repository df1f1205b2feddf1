import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { FlowDefinition, StatusRouteTable, StateMachine, StatusLists, StepDefinition } from '../../engine/core';
import { flowGraph, machineGraph, routingGraph, type DataGraph } from '../../engine/core/graph';
import { UsageError } from './io';

/** The data files of one revision: the working tree or a git ref. Paths are relative to the repository, with '/'. */
export interface DataFiles {
  /** Every file under `dir`, recursively. */
  list(dir: string): string[];
  /** A file's text; undefined when the revision has no such file. */
  read(path: string): string | undefined;
}

/** The files as they are on disk under `root`. */
export function workingTreeFiles(root: string): DataFiles {
  const list = (dir: string): string[] => {
    if (!existsSync(join(root, dir))) return [];
    return readdirSync(join(root, dir)).sort().flatMap((name) => {
      const rel = `${dir}/${name}`;
      return statSync(join(root, rel)).isDirectory() ? list(rel) : [rel];
    });
  };
  return { list, read: (path) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined) };
}

/** The files as they are at a git ref of the repository at `root` (`git show ref:path`); a usage error for an unknown ref. */
export function gitRefFiles(root: string, ref: string): DataFiles {
  const git = (args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  try {
    git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new UsageError(`--diff: '${ref}' is not a commit of the git repository at ${root}`);
  }
  const tree = new Set(git(['ls-tree', '-r', '--name-only', ref, '--', 'flows']).split('\n').filter(Boolean));
  return {
    list: (dir) => [...tree].filter((f) => f.startsWith(`${dir}/`)).sort(),
    read: (path) => (tree.has(path) ? git(['show', `${ref}:${path}`]) : undefined),
  };
}

/** Parses one data file; a missing or broken file reads as undefined (its graph is drawn from what is there). */
function json<T>(files: DataFiles, path: string): T | undefined {
  const text = files.read(path);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/**
 * The graphs of one revision: each flow (`flows/**\/*.flow.json`, its steps read for their guards), the application
 * state machine and the status routing table. A file the revision lacks gives an empty graph of the same name, so a
 * diff shows all of it as added. Reads through `files` only.
 */
export function dataGraphs(files: DataFiles): DataGraph[] {
  const graphs: DataGraph[] = [];
  for (const file of files.list('flows').filter((f) => f.endsWith('.flow.json'))) {
    const flow = json<FlowDefinition>(files, file);
    if (!flow || !Array.isArray(flow.steps)) continue;
    const steps = Object.fromEntries(flow.steps.map((ref) => [ref.id, json<StepDefinition>(files, posix.join(posix.dirname(file), ref.file))]));
    graphs.push(flowGraph(flow, steps));
  }
  const machine = json<StateMachine>(files, 'flows/application/machine.json');
  graphs.push(machine?.states ? machineGraph(machine) : { ...machineGraph({ initial: '', states: {}, triggers: {}, transitions: [], declined: { rule: true, exemptPages: [] } }), nodes: [], edges: [] });
  const table = json<StatusRouteTable>(files, 'flows/application/status-routes.json') ?? { rows: [] };
  const statuses = json<StatusLists>(files, 'flows/application/statuses.json');
  graphs.push(routingGraph({ rows: Array.isArray(table.rows) ? table.rows : [] }, { inProgress: [], terminal: [], machineDecided: [], ...statuses } as StatusLists));
  return graphs;
}
