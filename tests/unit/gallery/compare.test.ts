import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePngs } from '../../../scripts/gallery/compare';
import { recompressPng } from '../../../scripts/gallery/recompress';

/** A white PNG of `width` × `height` with the pixels of `paint` in magenta. */
function png(width: number, height: number, paint: (x: number, y: number) => boolean = () => false): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) image.data.set(paint(x, y) ? [255, 0, 255, 255] : [255, 255, 255, 255], (y * width + x) * 4);
  return PNG.sync.write(image);
}

describe('comparing a shot with its baseline', () => {
  it('no baseline: nothing to compare', () => {
    expect(comparePngs(null, png(10, 10))).toEqual({ baseline: false, sizeMatches: true, diffPixels: 0, totalPixels: 100 });
  });

  it('equal images: no differing pixel, no diff image', () => {
    expect(comparePngs(png(20, 10), png(20, 10))).toEqual({ baseline: true, sizeMatches: true, diffPixels: 0, totalPixels: 200 });
  });

  it('a painted block: its pixels counted, and a diff image of the same size with them in red', () => {
    const result = comparePngs(png(20, 10), png(20, 10, (x, y) => x < 4 && y < 5));
    expect(result.diffPixels).toBe(20);
    const diff = PNG.sync.read(result.diffImage!);
    expect([diff.width, diff.height]).toEqual([20, 10]);
    expect([...diff.data.subarray(0, 4)]).toEqual([230, 0, 40, 255]);
    expect(diff.data[(9 * 20 + 19) * 4 + 1]).toBeGreaterThan(200);
  });

  it('another size: not compared pixel by pixel, every pixel counted as different', () => {
    expect(comparePngs(png(20, 10), png(20, 12))).toEqual({ baseline: true, sizeMatches: false, diffPixels: 240, totalPixels: 240 });
  });
});

describe('recompressing a baseline', () => {
  const pixels = (data: Buffer) => PNG.sync.read(data).data;

  it('an opaque shot: a smaller RGB file with the same pixels', () => {
    const shot = png(300, 200, (x, y) => (x * 7 + y * 3) % 11 < 4);
    const smaller = recompressPng(shot);
    expect(smaller.length).toBeLessThan(shot.length);
    expect(smaller[25]).toBe(2);
    expect(pixels(smaller).equals(pixels(shot))).toBe(true);
  });

  it('a shot with transparent pixels keeps its alpha channel and its pixels', () => {
    const image = PNG.sync.read(png(40, 40, (x) => x < 20));
    for (let i = 3; i < image.data.length; i += 8) image.data[i] = 128;
    const shot = PNG.sync.write(image, { deflateLevel: 0 });
    const out = recompressPng(shot);
    expect(out[25]).toBe(6);
    expect(pixels(out).equals(pixels(shot))).toBe(true);
  });

  it('a file it cannot make smaller is kept as it is', () => {
    const tiny = recompressPng(png(1, 1));
    expect(recompressPng(tiny)).toBe(tiny);
  });
});
