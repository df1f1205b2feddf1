import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { instance } from '@viz-js/viz';
import { countChanges, diffGraphs, toDot, toMermaid, type DataGraph } from '../../engine/core/graph';
import { REPO_ROOT } from '../../server/data/project-data';
import { parseOptions } from './args';
import { dataGraphs, gitRefFiles, workingTreeFiles } from './graph-sources';
import { EXIT, UsageError, type CliIo } from './io';

/** Usage of `npm run flows -- graph`. */
export const GRAPH_USAGE = `usage: npm run flows -- graph [--out <dir>] [--diff <git ref>] [--root <dir>]
  Writes each flow (steps, Continue, skips and guards), the application state machine (states, pages, triggers) and the
  status routing table (status → page, each row's rule summarised) as Mermaid text (<name>.mmd) and an SVG drawn by
  Graphviz (<name>.svg), in --out (default docs/graphs/).
  --diff <ref>  compare with the same files at a git ref (a branch, a tag, HEAD~1): what the working tree adds is green,
                what it removes is red and dashed (still drawn).
  --root <dir>  the repository to read (default: this one). Exit 0, 2 on usage errors.`;

/** The graphs of the working tree at `root`, compared with `diffRef` when given. Reads the disk and git. */
export function projectGraphs(root: string, diffRef?: string): DataGraph[] {
  const head = dataGraphs(workingTreeFiles(root));
  if (diffRef === undefined) return head;
  const base = dataGraphs(gitRefFiles(root, diffRef));
  return head.map((g) => {
    const diff = diffGraphs(base.find((b) => b.name === g.name) ?? { ...g, nodes: [], edges: [] }, g);
    return { ...diff, title: `${g.title} — changes since ${diffRef}: added green, removed red and dashed` };
  });
}

/** `npm run flows -- graph …`: writes <name>.mmd and <name>.svg for every graph and prints what it wrote. */
export async function runGraph(argv: string[], io: CliIo): Promise<number> {
  const options = parseOptions(argv, ['out', 'diff', 'root']);
  if ('help' in options) {
    io.out(GRAPH_USAGE);
    return EXIT.ok;
  }
  const root = options.root === undefined ? REPO_ROOT : resolve(options.root);
  if (options.diff !== undefined && !options.diff.trim()) throw new UsageError('--diff needs a git ref');
  const out = resolve(options.out ?? join(root, 'docs/graphs'));
  const graphs = projectGraphs(root, options.diff);
  mkdirSync(out, { recursive: true });
  const viz = await instance();
  for (const graph of graphs) {
    const stem = join(out, graph.name);
    writeFileSync(`${stem}.mmd`, toMermaid(graph));
    const svg = viz.renderString(toDot(graph), { format: 'svg', engine: 'dot' });
    writeFileSync(`${stem}.svg`, svg);
    const changes = options.diff === undefined ? '' : (({ added, removed }) => `, +${added} -${removed} since ${options.diff}`)(countChanges(graph));
    io.out(`${relative(process.cwd(), stem) || stem}.{mmd,svg}: ${graph.nodes.length} node(s), ${graph.edges.length} edge(s)${changes}`);
  }
  return EXIT.ok;
}
