import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import playwrightConfig from '../../playwright.config';
import { BRANDS } from '../../tests/e2e/support/brands';
import { STEP_IDS } from '../../tests/e2e/support/flow';
import { UsageError } from '../cli/io';
import { GALLERY_USAGE, parseGalleryArgs, type GalleryArgs } from './args';
import { GalleryCamera } from './capture';
import { comparePngs } from './compare';
import { acceptsShot, decideShot, keepsBaseline, type BaselinePolicy } from './decision';
import { buildGrid, renderGalleryHtml, WIDTHS, type ShotRecord } from './grid';
import { recompressPng } from './recompress';
import { startServer } from './server';
import { CONSOLE_BRAND, galleryJobs, galleryTargets, selectTargets, targetFileName, uncoveredPages, uncoveredSignerPages, type GalleryTarget, type ScreensFile, type SignerPagesData } from './targets';

// `npm run gallery`: every brand × screen at desktop and phone widths in headless Chromium, compared with the baselines
// of gallery-baselines/, written to gallery/index.html. Exit 0: no shot over the threshold; 1: some; 2: a usage mistake.

const root = process.cwd();

/** Runs the gallery as `args` says and returns the exit status. */
async function runGallery(args: GalleryArgs): Promise<number> {
  const started = Date.now();
  const known = [...BRANDS.map((b) => b.id), CONSOLE_BRAND];
  const brands = known.filter((id) => !args.brand || id === args.brand);
  if (brands.length === 0) throw new UsageError(`unknown --brand '${args.brand}'; one of: ${known.join(', ')}`);
  const screens = JSON.parse(readFileSync(join(root, 'scripts/gallery/screens.json'), 'utf8')) as ScreensFile;
  const all = galleryTargets(STEP_IDS, screens);
  const policy = screens.baselines ?? { everyWidth: [], otherBrands: {} };
  let targets: GalleryTarget[];
  try {
    targets = selectTargets(all, args.step);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const declared = Object.keys((JSON.parse(readFileSync(join(root, 'flows/application/pages.json'), 'utf8')) as { pages: object }).pages);
  const signerPages = JSON.parse(readFileSync(join(root, 'flows/platform/signer-pages.json'), 'utf8')) as SignerPagesData;

  if (args.build && !args.baseURL) execFileSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  execFileSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
  const out = resolve(args.out);
  const baselines = resolve(args.baselines);
  rmSync(out, { recursive: true, force: true });
  // With --base-url the browser tests' server is used: its database file is E2E_DATABASE_FILE (the signing and co-signer screens prepare their borrowers there).
  const server = args.baseURL ? { baseURL: args.baseURL, database: process.env.E2E_DATABASE_FILE, stop: async () => {} } : await startServer(args.port);
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  const shots: ShotRecord[] = [];
  try {
    const camera = new GalleryCamera(browser, server.baseURL, server.database);
    const jobs = galleryJobs(brands, targets);
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const { brand, target } = jobs[next++];
        shots.push(...(await shootAndCompare(camera, brand, target, args, out, baselines, policy)));
        process.stdout.write(`\r${shots.length / WIDTHS.length}/${jobs.length} screens`);
      }
    };
    await Promise.all(Array.from({ length: args.workers }, worker));
    process.stdout.write('\n');
  } finally {
    await browser.close();
    await server.stop();
  }
  const model = buildGrid(brands, targets, shots, args.step ? [] : [...uncoveredPages(declared, all), ...uncoveredSignerPages(signerPages, all)]);
  const seconds = (Date.now() - started) / 1000;
  writeFileSync(join(out, 'index.html'), renderGalleryHtml(model, { thresholdPercent: args.thresholdPercent, seconds, generatedAt: new Date().toISOString() }));
  const summary = Object.entries(model.counts).map(([o, n]) => `${o} ${n}`).join(', ');
  console.log(`${shots.length} shots in ${seconds.toFixed(1)} s (${summary}); ${relative(root, join(out, 'index.html'))}`);
  for (const s of shots.filter((x) => x.fails)) console.log(`  ${s.brand} ${s.target} ${s.width}: ${s.outcome}${s.error ? ` — ${s.error.split('\n')[0]}` : ` (${s.percent.toFixed(3)} % of pixels)`}`);
  return model.failures > 0 ? 1 : 0;
}

/** Shoots one brand × target at every width, compares each with its baseline (where the policy keeps one), writes the files the page shows. */
async function shootAndCompare(
  camera: GalleryCamera, brand: string, target: GalleryTarget, args: GalleryArgs, out: string, baselines: string, policy: BaselinePolicy,
): Promise<ShotRecord[]> {
  const name = targetFileName(target.id);
  const write = (folder: string, width: string, data: Buffer) => {
    const file = join(out, folder, brand, `${name}-${width}.png`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data);
    return relative(out, file);
  };
  let images: Record<string, Buffer>;
  try {
    images = await camera.shoot(brand, target);
  } catch (error) {
    const shot = (error as { shot?: Buffer }).shot;
    return WIDTHS.map((w, i) => ({
      brand, target: target.id, width: w.id, outcome: 'failed', percent: 0, fails: true, error: (error as Error).message,
      shot: shot && i === 0 ? write('shots', 'failed', shot) : undefined,
    }));
  }
  return WIDTHS.map((w): ShotRecord => {
    const baselineFile = join(baselines, brand, `${name}-${w.id}.png`);
    const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : null;
    if (!keepsBaseline(policy, brand, target.kind, w.id)) return { brand, target: target.id, width: w.id, outcome: 'unkept', percent: 0, fails: false, shot: write('shots', w.id, images[w.id]) };
    const accept = acceptsShot(args, brand, target.id);
    const comparison = comparePngs(baseline, images[w.id]);
    const verdict = decideShot(comparison, args.thresholdPercent, accept);
    const record: ShotRecord = { brand, target: target.id, width: w.id, ...verdict, shot: write('shots', w.id, images[w.id]) };
    if (baseline && verdict.outcome !== 'same') {
      record.baseline = join('baselines', brand, `${name}-${w.id}.png`);
      mkdirSync(dirname(join(out, record.baseline)), { recursive: true });
      copyFileSync(baselineFile, join(out, record.baseline));
    }
    if (comparison.diffImage) record.diff = write('diffs', w.id, comparison.diffImage);
    if (accept) {
      mkdirSync(dirname(baselineFile), { recursive: true });
      writeFileSync(baselineFile, recompressPng(images[w.id]));
    }
    return record;
  });
}

async function main(): Promise<void> {
  let args: GalleryArgs;
  try {
    args = parseGalleryArgs(process.argv.slice(2));
    if (args.help) {
      console.log(GALLERY_USAGE);
      return;
    }
    process.exitCode = await runGallery(args);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${GALLERY_USAGE}`);
      process.exitCode = 2;
      return;
    }
    throw error;
  }
}

await main();
