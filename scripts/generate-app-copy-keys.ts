import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../server/data/project-data';
import { appCopyKeysSource } from './lib/app-copy-keys';

/** Writes engine/core/brand/app-copy-keys.ts from the app's source (`npm run -s build:copy-keys`). */
const target = join(REPO_ROOT, 'engine/core/brand/app-copy-keys.ts');
writeFileSync(target, appCopyKeysSource(join(REPO_ROOT, 'src')));
console.log(`wrote ${target}`);
