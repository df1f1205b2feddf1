import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_COPY_KEYS } from '../../../engine/core/brand/app-copy-keys';
import { REPO_ROOT } from '../../../server/data/project-data';

/** Every `copy('literal')` key of the app's source files. */
function literalCopyKeys(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return literalCopyKeys(path);
    if (!/\.tsx?$/.test(name)) return [];
    return [...readFileSync(path, 'utf8').matchAll(/\bcopy\(\s*'([^']+)'/g)].map((m) => m[1]);
  });
}

describe('APP_COPY_KEYS (the React pages\' copy keys the flows check knows)', () => {
  it('lists exactly the keys the app names literally', () => {
    expect([...new Set(literalCopyKeys(join(REPO_ROOT, 'src')))].sort()).toEqual([...APP_COPY_KEYS].sort());
  });
});
