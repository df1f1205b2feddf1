import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';

// `npm run gallery` for one brand and one step against this run's server: --update writes the baselines and exits 0;
// a baseline changed by hand then makes the next run exit 1 and show baseline, new shot and the differing pixels.

/** Runs the gallery on the test server; its exit status and output. */
function gallery(baseURL: string, dir: string, ...extra: string[]) {
  const run = spawnSync('npx', ['tsx', 'scripts/gallery/main.ts', '--brand', 'figure', '--step', 'property-address', '--base-url', baseURL,
    '--out', join(dir, 'out'), '--baselines', join(dir, 'baselines'), '--workers', '1', ...extra], { encoding: 'utf8', timeout: 110_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}`, html: () => readFileSync(join(dir, 'out', 'index.html'), 'utf8') };
}

test('the gallery accepts baselines with --update and fails on a changed baseline, showing the difference', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(join(tmpdir(), 'gallery-'));
  const desktopBaseline = join(dir, 'baselines', 'figure', 'property-address-desktop.png');

  const accepted = gallery(baseURL!, dir, '--update');
  expect(accepted.status, accepted.output).toBe(0);
  expect(existsSync(desktopBaseline)).toBe(true);
  expect(existsSync(join(dir, 'baselines', 'figure', 'property-address-phone.png'))).toBe(true);
  expect(accepted.html()).toMatch(/<tr data-target="property-address">[\s\S]*data-shot="figure\/property-address\/desktop" data-outcome="accepted"[\s\S]*data-shot="figure\/property-address\/phone" data-outcome="accepted"/);

  // A 200 × 200 px block painted over the desktop baseline: about 3.5 % of its pixels.
  const png = PNG.sync.read(readFileSync(desktopBaseline));
  for (let y = 100; y < 300; y += 1) for (let x = 100; x < 300; x += 1) png.data.set([255, 0, 255, 255], (y * png.width + x) * 4);
  writeFileSync(desktopBaseline, PNG.sync.write(png));

  const changed = gallery(baseURL!, dir);
  expect(changed.status, changed.output).toBe(1);
  expect(changed.output).toMatch(/figure property-address desktop: changed \(3\.\d+ % of pixels\)/);
  const html = changed.html();
  expect(html).toContain('<title>QA gallery: 1 difference(s) over the threshold</title>');
  expect(html).toContain('data-shot="figure/property-address/desktop" data-outcome="changed"');
  const difference = /<section class="difference changed" data-shot="figure\/property-address\/desktop">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  for (const src of ['baselines/figure/property-address-desktop.png', 'shots/figure/property-address-desktop.png', 'diffs/figure/property-address-desktop.png']) {
    expect(difference).toContain(`src="${src}"`);
    expect(existsSync(join(dir, 'out', src)), src).toBe(true);
  }
  // The phone shot, unchanged, still matches its baseline.
  expect(html).toMatch(/data-shot="figure\/property-address\/phone" data-outcome="(same|within)"/);
});
