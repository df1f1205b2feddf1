import { parseOptions } from '../cli/args';
import { UsageError } from '../cli/io';

/** How `npm run gallery` was asked to run. */
export interface GalleryArgs {
  /** Share of a shot's pixels, in percent, that may differ from its baseline before the run fails. */
  thresholdPercent: number;
  /** Accept the new shots as baselines (only those of `brand`/`step` when given). */
  update: boolean;
  /** Only this brand (an id of brands/). */
  brand?: string;
  /** Only this step or page (a gallery target id, e.g. `property-address` or `start/profile`; several separated by commas). */
  step?: string;
  /** Folder of the HTML page and its images. */
  out: string;
  /** Folder of the baselines (`<brand>/<target>-<width>.png`). */
  baselines: string;
  /** Port of the server the gallery starts. */
  port: number;
  /** A running server to use instead of starting one (e.g. the browser tests' server). */
  baseURL?: string;
  /** Browser pages rendering at once. */
  workers: number;
  /** Skip `npm run build` (the built app in dist/ is used as it is). */
  build: boolean;
  help: boolean;
}

/** The usage text of `npm run gallery`. */
export const GALLERY_USAGE = `usage: npm run gallery -- [--brand <id>] [--step <target>[,<target>…]] [--update] [--threshold <percent>] [--no-build]
         [--out gallery] [--baselines gallery-baselines] [--port 3290 | --base-url <url>] [--workers 2]
  Renders every registration step, sign-in page and application page of every brand at desktop and phone widths,
  writes <out>/index.html (brand × step grid) and compares each shot with its baseline.
  Exit 1 when a shot differs from its baseline by more than --threshold percent of its pixels (default 0.1).
  --update accepts the new shots as baselines (all, or only those of --brand / --step).`;

const DEFAULTS = { thresholdPercent: 0.1, out: 'gallery', baselines: 'gallery-baselines', port: 3290, workers: 2 };

/** Reads the command line of `npm run gallery`. Pure; throws UsageError on a mistake. */
export function parseGalleryArgs(argv: string[]): GalleryArgs {
  const switches = new Set(['--update', '--no-build']);
  const options = parseOptions(argv.filter((a) => !switches.has(a)), ['threshold', 'brand', 'step', 'out', 'baselines', 'port', 'base-url', 'workers']);
  const number = (name: string, fallback: number, min: number, max: number) => {
    if (options[name] === undefined) return fallback;
    const value = Number(options[name]);
    if (!Number.isFinite(value) || value < min || value > max) throw new UsageError(`--${name} must be a number from ${min} to ${max}`);
    return value;
  };
  const workers = number('workers', DEFAULTS.workers, 1, 8);
  if (!Number.isInteger(workers)) throw new UsageError('--workers must be a whole number');
  return {
    thresholdPercent: number('threshold', DEFAULTS.thresholdPercent, 0, 100),
    update: argv.includes('--update'),
    build: !argv.includes('--no-build'),
    brand: options.brand,
    step: options.step,
    out: options.out ?? DEFAULTS.out,
    baselines: options.baselines ?? DEFAULTS.baselines,
    port: number('port', DEFAULTS.port, 1, 65535),
    baseURL: options['base-url'],
    workers,
    help: 'help' in options,
  };
}
