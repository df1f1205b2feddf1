/**
 * Precompiles every step schema and every meta-schema into plain ES modules under engine/generated/,
 * so the browser never builds code at run time (a CSP without 'unsafe-eval' holds).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GENERATED_DIR, ROOT, generateValidatorModules } from './lib/generate-validators';

const modules = generateValidatorModules();
rmSync(join(GENERATED_DIR, 'steps'), { recursive: true, force: true });
for (const [rel, content] of Object.entries(modules)) {
  const path = join(ROOT, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}
console.log(`compiled ${Object.keys(modules).length} validator modules into engine/generated/`);
