/**
 * Writes a gzip and a brotli copy next to every built JS, CSS, SVG and JSON asset in dist/assets, so the server
 * (@fastify/static with preCompressed) answers compressed bytes without compressing on each request.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = join(process.argv[2] ?? 'dist', 'assets');
let count = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const body = readFileSync(join(dir, name));
  writeFileSync(join(dir, `${name}.gz`), gzipSync(body, { level: 9 }));
  writeFileSync(join(dir, `${name}.br`), brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count += 1;
}
console.log(`compressed ${count} assets in ${dir}`);
