import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Brand } from '../../engine/core';
import { browserCopyKeys, browserCopyOf } from '../../engine/core/brand/browser-copy';

/** The flows/ files only the server reads: the documents it generates (their words are never sent to a page). */
export const SERVER_ONLY_DATA = ['flows/application/closing-documents.json', 'flows/application/esign-consent.json'];

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? jsonFiles(path) : e.name.endsWith('.json') ? [path] : [];
  });
}

/** The values of the flows/ files under `root` the browser renders (every one but SERVER_ONLY_DATA); unreadable files are skipped. */
export function browserDataAt(root: string): unknown[] {
  return jsonFiles(join(root, 'flows')).filter((f) => !SERVER_ONLY_DATA.includes(relative(root, f).split('\\').join('/'))).flatMap((f) => {
    try {
      return [JSON.parse(readFileSync(f, 'utf8')) as unknown];
    } catch {
      return [];
    }
  });
}

const trimmed = new WeakMap<Brand, Record<string, string>>();

/**
 * The part of a brand's copy its borrower pages are sent (engine/core/brand/browser-copy.ts): the keys the browser's
 * code and `data` (browserDataAt) name, and those the brand's own settings name (a terms label rule). Once per brand.
 */
export function browserCopyFor(brand: Brand, data: readonly unknown[]): Record<string, string> {
  const known = trimmed.get(brand);
  if (known) return known;
  const { copy, ...settings } = brand;
  const words = browserCopyOf(copy, browserCopyKeys(Object.keys(copy), [...data, settings]));
  trimmed.set(brand, words);
  return words;
}
