import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { familyKeys } from '../../engine/core/brand/copy-families';

/**
 * The folders (under the repository) whose `copy(…)` calls are listed: the React pages and the pure engine (relative
 * times, page titles, closing documents). The generated list itself is left out (its comment quotes a call).
 * engine/render/ is not listed yet: three of its widgets build keys from template literals.
 */
export const COPY_SOURCE_DIRS = ['src', 'engine/core'] as const;

/** COPY_SOURCE_DIRS as paths under a repository root. */
export const copySourceDirs = (root: string): string[] => COPY_SOURCE_DIRS.map((dir) => join(root, dir));
const GENERATED_LIST = 'app-copy-keys.ts';

/** One `copy(…)` call of the app's source: its literal key and the placeholder names it passes (null: not a literal object). */
export interface CopyCall {
  key: string;
  params: string[] | null;
  file: string;
}

/** The source files (.ts, .tsx) under a folder, but the generated list. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && name !== GENERATED_LIST ? [path] : [];
  });
}

/** A file's code without the comments that open a line (a doc comment may quote a call); lines keep their numbers. */
function codeOf(file: string): string {
  return readFileSync(file, 'utf8')
    // Only comments that open a line: `'image/*'` in a string is not one.
    .replace(/^[ \t]*\/\*[\s\S]*?\*\//gm, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^\s*\/\/.*$/gm, '');
}

/** The top-level property names of the object literal that opens at `text[start]` (`{ a, b: x }` → a, b); null with a spread. */
function objectKeys(text: string, start: number): string[] | null {
  const names: string[] = [];
  let depth = 0;
  let expectName = true;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if ('{[('.includes(ch)) { depth += 1; continue; }
    if ('}])'.includes(ch)) { depth -= 1; if (depth === 0) break; continue; }
    if (depth !== 1) continue;
    if (ch === ',') { expectName = true; continue; }
    if (expectName && text.startsWith('...', i)) return null;
    if (ch === "'" || ch === '"' || ch === '`') { const end = text.indexOf(ch, i + 1); i = end < 0 ? text.length : end; expectName = false; continue; }
    if (expectName && /[A-Za-z_$]/.test(ch)) {
      const name = /^[A-Za-z_$][\w$]*/.exec(text.slice(i))![0];
      names.push(name);
      i += name.length - 1;
      expectName = false;
    }
  }
  return names;
}

/** Every `copy('literal', …)` call of the source files under `dirs`, with the placeholders it fills. */
export function literalCopyCalls(dirs: readonly string[]): CopyCall[] {
  return dirs.flatMap(sourceFiles).flatMap((file) => {
    const text = codeOf(file);
    // copy('key', …), and copy(condition ? 'key' : 'other', …): both keys of a choice.
    return [...text.matchAll(/\bcopy\(\s*(?:[^'`(),;{}]*?\?\s*)?'([^']+)'(?:\s*:\s*'([^']+)')?\s*([,)])\s*/g)].flatMap((m) => {
      const after = m.index! + m[0].length;
      const params = m[3] === ')' ? [] : text[after] === '{' ? objectKeys(text, after) : null;
      return [m[1], m[2]].filter((k): k is string => !!k).map((key) => ({ key, params, file }));
    });
  });
}

/**
 * The `copy(\`…\`)` calls, and `copy(c ? \`…\` : …)` (a key built from a template literal, which no list can name):
 * file and line of each, in the source files under `dirs`.
 */
export function templateCopyCalls(dirs: readonly string[]): string[] {
  const template = /\bcopy\(\s*(?:[^'`(),;{}]*?\?\s*(?:'[^']*'\s*:\s*)?)?`/;
  return dirs.flatMap(sourceFiles).flatMap((file) => codeOf(file).split('\n').flatMap((line, i) => (template.test(line) ? [`${file}:${i + 1}`] : [])));
}

/**
 * The text of engine/core/brand/app-copy-keys.ts for the code under `dirs` (COPY_SOURCE_DIRS of the repository): every
 * key it names literally or through a family, and, for each key whose every use passes a literal object (or nothing),
 * the placeholders the code fills.
 */
export function appCopyKeysSource(dirs: readonly string[]): string {
  const calls = literalCopyCalls(dirs);
  const families = familyKeys();
  const keys = [...new Set([...calls.map((c) => c.key), ...families.map((f) => f.key)])].sort();
  const filled = new Map<string, Set<string> | null>();
  for (const { key, params } of [...calls, ...families.map((f) => ({ key: f.key, params: [...f.placeholders] }))]) {
    const known = filled.get(key);
    if (params === null || known === null) filled.set(key, null);
    else filled.set(key, new Set([...(known ?? []), ...params]));
  }
  const placeholderLines = keys.filter((k) => filled.get(k)).map((k) => `  '${k}': [${[...filled.get(k)!].sort().map((n) => `'${n}'`).join(', ')}],`);
  return [
    '/**',
    " * Generated by `npm run -s build:copy-keys` from the code (scripts/lib/app-copy-keys.ts): every copy key the React",
    ' * pages (src/) and the pure engine (engine/core/: relative times, page titles, closing documents) name, literally',
    " * (`copy('…')`) or through a family (`copyOf`, engine/core/brand/copy-families.ts).",
    ' * The list `npm run flows -- check` holds against brands/default.brand.json; tests/unit/app/app-copy-keys.test.ts',
    ' * keeps it equal to the code.',
    ' */',
    'export const APP_COPY_KEYS = [',
    ...keys.map((k) => `  '${k}',`),
    '];',
    '',
    '/**',
    ' * The placeholders the code fills in a key\'s text, for every key whose every use passes them literally (or none):',
    ' * a `{name}` of the default text or of a brand\'s override beyond these and the brand\'s own is reported by the check.',
    ' */',
    'export const APP_COPY_PLACEHOLDERS: Record<string, readonly string[]> = {',
    ...placeholderLines,
    '};',
    '',
  ].join('\n');
}
