import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Comparison } from './decision';

/**
 * Compares a shot with its baseline pixel by pixel (pixelmatch, anti-aliasing ignored): the counts for `decideShot`
 * and, when they differ at equal size, a PNG of the shot faded with the differing pixels in red.
 */
export function comparePngs(baseline: Buffer | null, shot: Buffer): Comparison & { diffImage?: Buffer } {
  const now = PNG.sync.read(shot);
  const totalPixels = now.width * now.height;
  if (!baseline) return { baseline: false, sizeMatches: true, diffPixels: 0, totalPixels };
  const before = PNG.sync.read(baseline);
  if (before.width !== now.width || before.height !== now.height) return { baseline: true, sizeMatches: false, diffPixels: totalPixels, totalPixels };
  const diff = new PNG({ width: now.width, height: now.height });
  const diffPixels = pixelmatch(before.data, now.data, diff.data, now.width, now.height, { threshold: 0.1, alpha: 0.2, diffColor: [230, 0, 40] });
  return { baseline: true, sizeMatches: true, diffPixels, totalPixels, diffImage: diffPixels > 0 ? PNG.sync.write(diff) : undefined };
}
