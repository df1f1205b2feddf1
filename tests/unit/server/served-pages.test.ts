import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createBoundedCache, createServedPages, pageBody } from '../../../server/spa/served-pages';

const HTML = `<!doctype html><html><body>${'<p>Continue</p>'.repeat(200)}</body></html>`;

describe('pages composed once and sent compressed', () => {
  it('composes a page once per key', () => {
    const pages = createServedPages();
    const compose = vi.fn(() => HTML);
    const first = pages.get('figure /register', compose);
    expect(pages.get('figure /register', compose)).toBe(first);
    expect(compose).toHaveBeenCalledTimes(1);
    pages.get('homepoint /register', compose);
    expect(compose).toHaveBeenCalledTimes(2);
    expect(first.html.toString('utf8')).toBe(HTML);
  });

  it('keeps at most its limit, dropping the one used longest ago', () => {
    const cache = createBoundedCache<number>(2);
    const make = vi.fn(() => 1);
    cache.get('a', make);
    cache.get('b', make);
    cache.get('a', make); // a used again: b is now the oldest
    cache.get('c', make);
    expect(cache.size()).toBe(2);
    expect(make).toHaveBeenCalledTimes(3);
    cache.get('a', make);
    expect(make).toHaveBeenCalledTimes(3);
    cache.get('b', make);
    expect(make).toHaveBeenCalledTimes(4);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('accept-encoding %j → %s, the same HTML', (accept, expected) => {
    const page = createServedPages().get('k', () => HTML);
    const { body, encoding } = pageBody(page, accept);
    expect(encoding).toBe(expected);
    const html = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
    expect(html.toString('utf8')).toBe(HTML);
    if (encoding) expect(body.length).toBeLessThan(page.html.length / 5);
  });

  it('compresses a page once per encoding', () => {
    const page = createServedPages().get('k', () => HTML);
    expect(pageBody(page, 'gzip').body).toBe(pageBody(page, 'gzip').body);
    expect(pageBody(page, 'br').body).toBe(pageBody(page, 'br').body);
  });
});
