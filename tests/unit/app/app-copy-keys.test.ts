import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../server/data/project-data';
import { appCopyKeysSource, templateCopyCalls } from '../../../scripts/lib/app-copy-keys';

describe('APP_COPY_KEYS (the React pages\' copy keys the flows check knows)', () => {
  it('is the generated list of the keys the app names, literally or through a family (npm run -s build:copy-keys)', () => {
    expect(readFileSync(join(REPO_ROOT, 'engine/core/brand/app-copy-keys.ts'), 'utf8')).toBe(appCopyKeysSource(join(REPO_ROOT, 'src')));
  });

  it('has no copy key built from a template literal (use copyOf and a family of engine/core/brand/copy-families.ts)', () => {
    expect(templateCopyCalls(join(REPO_ROOT, 'src'))).toEqual([]);
  });
});
