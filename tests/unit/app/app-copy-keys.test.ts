import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../server/data/project-data';
import { appCopyKeysSource, copySourceDirs, templateCopyCalls } from '../../../scripts/lib/app-copy-keys';
import { browserCodeKeysSource } from '../../../scripts/lib/browser-code-keys';

describe('APP_COPY_KEYS (the copy keys of the React pages and the engine that the flows check knows)', () => {
  it('is the generated list of the keys src/, engine/core/ and engine/render/ name, literally or through a family (npm run -s build:copy-keys)', () => {
    expect(readFileSync(join(REPO_ROOT, 'engine/core/brand/app-copy-keys.ts'), 'utf8')).toBe(appCopyKeysSource(copySourceDirs(REPO_ROOT)));
  });

  it('BROWSER_QUOTED_KEYS and BROWSER_KEY_PREFIXES are generated from the browser\'s code (npm run -s build:copy-keys)', () => {
    expect(readFileSync(join(REPO_ROOT, 'engine/core/brand/browser-code-keys.ts'), 'utf8')).toBe(browserCodeKeysSource(REPO_ROOT));
  });

  it('has no copy key built from a template literal (use copyOf and a family of engine/core/brand/copy-families.ts)', () => {
    expect(templateCopyCalls(copySourceDirs(REPO_ROOT))).toEqual([]);
  });
});
