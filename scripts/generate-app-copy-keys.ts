import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../server/data/project-data';
import { appCopyKeysSource, copySourceDirs } from './lib/app-copy-keys';
import { browserCodeKeysSource } from './lib/browser-code-keys';

/**
 * Writes engine/core/brand/app-copy-keys.ts and engine/core/brand/browser-code-keys.ts from the code that reads brand
 * copy (`npm run -s build:copy-keys`).
 */
const target = join(REPO_ROOT, 'engine/core/brand/app-copy-keys.ts');
writeFileSync(target, appCopyKeysSource(copySourceDirs(REPO_ROOT)));
console.log(`wrote ${target}`);
const codeKeys = join(REPO_ROOT, 'engine/core/brand/browser-code-keys.ts');
writeFileSync(codeKeys, browserCodeKeysSource(REPO_ROOT));
console.log(`wrote ${codeKeys}`);
