import type { ShotOutcome } from './decision';

/** The widths every screen is rendered at. */
export const WIDTHS = [
  { id: 'desktop', width: 1280, height: 900 },
  { id: 'phone', width: 390, height: 844 },
] as const;

/** A width id: `desktop` or `phone`. */
export type WidthId = (typeof WIDTHS)[number]['id'];

/** One rendered shot as the page shows it; paths are relative to the page. */
export interface ShotRecord {
  brand: string;
  target: string;
  width: WidthId;
  outcome: ShotOutcome;
  percent: number;
  fails: boolean;
  shot?: string;
  baseline?: string;
  diff?: string;
  error?: string;
}

/** The page's content: brands as columns, targets as rows, each cell the shots of one brand × target. */
export interface GridModel {
  brands: string[];
  rows: { target: string; kind: string; cells: ShotRecord[][] }[];
  /** Shots that differ from their baseline (failing or within the threshold) or failed to render, in grid order. */
  differences: ShotRecord[];
  counts: Partial<Record<ShotOutcome, number>>;
  failures: number;
  uncovered: string[];
}

/** Builds the grid from the run's shots: every brand × target has a cell (empty when not rendered this run). Pure. */
export function buildGrid(brands: string[], targets: { id: string; kind: string }[], shots: ShotRecord[], uncovered: string[] = []): GridModel {
  const key = (b: string, t: string) => `${b}\u0000${t}`;
  const byCell = new Map<string, ShotRecord[]>();
  for (const s of shots) byCell.set(key(s.brand, s.target), [...(byCell.get(key(s.brand, s.target)) ?? []), s]);
  const order = (s: ShotRecord) => WIDTHS.findIndex((w) => w.id === s.width);
  const rows = targets.map((t) => ({ target: t.id, kind: t.kind, cells: brands.map((b) => (byCell.get(key(b, t.id)) ?? []).sort((x, y) => order(x) - order(y))) }));
  const ordered = rows.flatMap((r) => r.cells.flat());
  const counts: Partial<Record<ShotOutcome, number>> = {};
  for (const s of ordered) counts[s.outcome] = (counts[s.outcome] ?? 0) + 1;
  return {
    brands,
    rows,
    differences: ordered.filter((s) => s.fails || s.outcome === 'within'),
    counts,
    failures: ordered.filter((s) => s.fails).length,
    uncovered,
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const OUTCOME_WORDS: Record<ShotOutcome, string> = {
  new: 'no baseline', same: 'same as baseline', within: 'differs within threshold', changed: 'differs from baseline',
  resized: 'size differs from baseline', accepted: 'accepted as baseline', unkept: 'no baseline kept at this width', failed: 'failed to render',
};

function thumb(s: ShotRecord): string {
  const label = `${s.brand} ${s.target} ${s.width}: ${OUTCOME_WORDS[s.outcome]}${s.percent ? ` (${s.percent.toFixed(3)} %)` : ''}`;
  if (!s.shot) return `<div class="shot ${s.outcome}"><span class="badge">${escape(s.width)}: ${escape(OUTCOME_WORDS[s.outcome])}</span>${s.error ? `<pre>${escape(s.error)}</pre>` : ''}</div>`;
  return `<figure class="shot ${s.outcome}" data-shot="${escape(`${s.brand}/${s.target}/${s.width}`)}" data-outcome="${s.outcome}">`
    + `<a href="${escape(s.shot)}"><img src="${escape(s.shot)}" alt="${escape(label)}" loading="lazy" class="${s.width}"></a>`
    + `<figcaption>${escape(s.width)} · <span class="badge">${escape(OUTCOME_WORDS[s.outcome])}</span>${s.percent ? ` ${s.percent.toFixed(3)} %` : ''}</figcaption></figure>`;
}

function difference(s: ShotRecord): string {
  const img = (src: string | undefined, what: string) => (src ? `<figure><a href="${escape(src)}"><img src="${escape(src)}" alt="${escape(`${what}: ${s.brand} ${s.target} ${s.width}`)}" loading="lazy"></a><figcaption>${what}</figcaption></figure>` : '');
  return `<section class="difference ${s.outcome}" data-shot="${escape(`${s.brand}/${s.target}/${s.width}`)}"><h3>${escape(`${s.brand} · ${s.target} · ${s.width}`)}: ${escape(OUTCOME_WORDS[s.outcome])}${s.percent ? ` (${s.percent.toFixed(3)} % of pixels)` : ''}</h3>`
    + `${s.error ? `<pre>${escape(s.error)}</pre>` : ''}<div class="side-by-side">${img(s.baseline, 'baseline')}${img(s.shot, 'new')}${img(s.diff, 'differing pixels in red')}</div></section>`;
}

/** The gallery page: summary, the differences side by side, then the brand × target grid of thumbnails. Pure. */
export function renderGalleryHtml(model: GridModel, meta: { thresholdPercent: number; seconds: number; generatedAt: string }): string {
  const counts = Object.entries(model.counts).map(([o, n]) => `<li>${escape(OUTCOME_WORDS[o as ShotOutcome])}: ${n}</li>`).join('');
  const head = `<tr><th scope="col">Screen</th>${model.brands.map((b) => `<th scope="col">${escape(b)}</th>`).join('')}</tr>`;
  const body = model.rows.map((r) => `<tr data-target="${escape(r.target)}"><th scope="row">${escape(r.target)}<br><small>${escape(r.kind)}</small></th>${r.cells.map((c) => `<td>${c.map(thumb).join('')}</td>`).join('')}</tr>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>QA gallery: ${model.failures ? `${model.failures} difference(s) over the threshold` : 'no difference over the threshold'}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1rem;color:#1a1a1a}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px;vertical-align:top}
thead th{position:sticky;top:0;background:#fff}th[scope=row]{text-align:left;max-width:10rem;word-break:break-word}
.shot{display:inline-block;margin:2px;text-align:center}.shot img.desktop{width:160px}.shot img.phone{width:52px}
.shot figcaption{font-size:11px}.changed,.resized,.failed{outline:3px solid #c00020}.within{outline:2px dashed #a06000}.accepted{outline:2px solid #006b2e}
.side-by-side{display:flex;gap:8px;align-items:flex-start}.side-by-side img{max-width:32vw;border:1px solid #999}pre{white-space:pre-wrap;max-width:40rem}
</style></head><body>
<h1>QA gallery</h1>
<p>Generated ${escape(meta.generatedAt)} in ${meta.seconds.toFixed(1)} s. Threshold: ${meta.thresholdPercent} % of a shot's pixels. Shots over it: <strong data-testid="failures">${model.failures}</strong>.</p>
<ul>${counts}</ul>
${model.uncovered.length ? `<h2>Declared pages not in the gallery</h2><ul class="uncovered">${model.uncovered.map((p) => `<li>${escape(p)}</li>`).join('')}</ul>` : ''}
<h2>Differences from the baselines</h2>
${model.differences.length ? model.differences.map(difference).join('\n') : '<p>None.</p>'}
<h2>Every screen</h2>
<table><caption>Brand × screen, desktop (1280 px) and phone (390 px) widths; select a thumbnail for full size</caption>
<thead>${head}</thead><tbody>
${body}
</tbody></table>
</body></html>
`;
}
