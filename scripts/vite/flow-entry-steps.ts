import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:flow-entry-steps';
const RESOLVED = `\0${ID}`;

/**
 * A Vite plugin that bundles the first step of every flow (its file and precompiled validator) into the entry chunk,
 * so the first page needs no second round trip; every later step stays its own lazily loaded chunk. Which step is
 * first comes from the flow files, not from code.
 */
export function flowEntrySteps(root: string): Plugin {
  return {
    name: 'flow-entry-steps',
    resolveId: (source) => (source === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const lines: string[] = [];
      const entries: string[] = [];
      for (const folder of readdirSync(join(root, 'flows'), { withFileTypes: true }).filter((d) => d.isDirectory())) {
        for (const file of readdirSync(join(root, 'flows', folder.name)).filter((f) => f.endsWith('.flow.json'))) {
          const flow = JSON.parse(readFileSync(join(root, 'flows', folder.name, file), 'utf8'));
          const first = flow.steps?.[0];
          if (!first) continue;
          const n = entries.length;
          lines.push(`import s${n} from ${JSON.stringify(`/flows/${folder.name}/${first.file}`)};`);
          lines.push(`import v${n} from ${JSON.stringify(`/engine/generated/steps/${first.id}.js`)};`);
          entries.push(`${JSON.stringify(`${folder.name}/${first.file}`)}: { step: s${n}, generated: v${n} }`);
        }
      }
      return `${lines.join('\n')}\nexport default {${entries.join(', ')}};\n`;
    },
  };
}
