// @vitest-environment jsdom
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runFlowsCli } from '../../../scripts/cli/dispatch';
import { recordingIo } from '../../../scripts/cli/io';
import { copyProjectTree, editJson, removeTree } from '../../fixtures/project-tree';

const trees: string[] = [];
afterAll(() => trees.forEach(removeTree));

async function graph(...args: string[]) {
  const io = recordingIo();
  const code = await runFlowsCli(['graph', ...args], io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

/** Parses an SVG file as XML, as a browser opening it would (the DOM of the jsdom environment); fails on anything that is not well-formed SVG. */
function svgDocument(path: string): Document {
  const parsed = new DOMParser().parseFromString(readFileSync(path, 'utf8'), 'image/svg+xml');
  expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(parsed.documentElement.tagName).toBe('svg');
  return parsed;
}
const texts = (svg: Document) => [...svg.getElementsByTagName('text')].map((t) => t.textContent ?? '');
/** The stroke of a node's or edge's outline in the SVG (Graphviz keeps the data id as the group id). */
const strokeOf = (svg: Document, id: string) => svg.getElementById(id)?.querySelector('polygon, path, ellipse')?.getAttribute('stroke');

// Each run lays out three graphs with Graphviz (and the diff reads git): slower than the default on a loaded machine.
describe('npm run flows -- graph', () => {
  it('writes the registration flow, the state machine and the routing table as Mermaid and SVG', async () => {
    const out = mkdtempSync(join(tmpdir(), 'graphs-'));
    trees.push(out);
    const { code, out: printed } = await graph('--out', out);
    expect(code).toBe(0);
    for (const name of ['flow-registration', 'application-machine', 'application-routing']) {
      expect(existsSync(join(out, `${name}.mmd`))).toBe(true);
      expect(printed).toContain(`${name}.{mmd,svg}`);
    }
    const flow = svgDocument(join(out, 'flow-registration.svg'));
    expect(texts(flow)).toEqual(expect.arrayContaining(['property-address', 'home-address', 'set-password', 'submit']));
    expect(texts(flow).join(' ')).toContain('skip home-address when answers.propertyAddress.occupancyType == "HOME"');
    const routing = svgDocument(join(out, 'application-routing.svg'));
    expect(texts(routing)).toEqual(expect.arrayContaining(['OFFER_SELECTION', 'product/select', 'row offer-selection']));
    expect(texts(svgDocument(join(out, 'application-machine.svg')))).toEqual(expect.arrayContaining(['liens', 'start/hmda']));
    const mermaid = readFileSync(join(out, 'flow-registration.mmd'), 'utf8');
    expect(mermaid).toMatch(/^---\ntitle: .*\n---\nflowchart TB\n/);
    expect(mermaid).toContain('["property-address<br/>?step=property-info"]');
    expect(mermaid).not.toContain('linkStyle');
  }, 60_000);

  it('--diff colours a routing row and a step added since a git ref green, and a removed step red and dashed', async () => {
    const root = copyProjectTree();
    trees.push(root);
    const git = (...args: string[]) => execFileSync('git', ['-C', root, '-c', 'user.name=QA', '-c', 'user.email=qa@example.com', ...args], { encoding: 'utf8' });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'data before the change');
    editJson(root, 'flows/application/status-routes.json', (t) => { t.rows.push({ id: 'paused', statuses: ['PAUSED_BY_LENDER'], page: 'error/decline' }); });
    editJson(root, 'flows/registration/registration.flow.json', (f) => { f.steps = f.steps.filter((s: { id: string }) => s.id !== 'for-sale'); });
    const out = join(root, 'graphs');
    const { code, out: printed } = await graph('--root', root, '--diff', 'HEAD', '--out', out);
    expect(code).toBe(0);
    expect(printed).toMatch(/application-routing\.\{mmd,svg\}: .*, \+2 -0 since HEAD/);

    const routingText = readFileSync(join(out, 'application-routing.mmd'), 'utf8');
    const lines = routingText.split('\n');
    const added = lines.findIndex((l) => l.includes('|"row paused"|'));
    const edgeIndex = lines.filter((l, i) => i < added && /^ {2}n\d+ -/.test(l)).length;
    expect(routingText).toContain(`linkStyle ${edgeIndex} stroke:#1a7f37`);
    const routing = svgDocument(join(out, 'application-routing.svg'));
    expect(texts(routing).join(' ')).toContain('changes since HEAD');
    expect(strokeOf(routing, 'status:PAUSED_BY_LENDER')).toBe('#1a7f37');

    const flowText = readFileSync(join(out, 'flow-registration.mmd'), 'utf8');
    const forSale = / {2}(n\d+)\["for-sale/.exec(flowText)?.[1];
    expect(flowText).toContain(`class ${forSale} removed`);
    expect(flowText).toMatch(/classDef removed .*stroke-dasharray:5 5/);
    const flow = svgDocument(join(out, 'flow-registration.svg'));
    expect(strokeOf(flow, 'step:for-sale')).toBe('#cf222e');
    expect(flow.getElementById('step:for-sale')?.querySelector('path, polygon')?.getAttribute('stroke-dasharray')).toBeTruthy();
    expect(texts(flow)).toContain('for-sale');
  }, 60_000);

  it('refuses a ref that is not a commit, with the usage', async () => {
    const { code, err } = await graph('--diff', 'no-such-branch-xyz', '--out', mkdtempSync(join(tmpdir(), 'graphs-')));
    expect(code).toBe(2);
    expect(err).toContain("--diff: 'no-such-branch-xyz' is not a commit");
    expect(err).toContain('usage: npm run flows -- graph');
  });
});
