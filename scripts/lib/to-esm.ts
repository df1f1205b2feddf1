/** Turns ajv's standalone CommonJS output into an ES module with no `require`, so Node and the bundler agree. */
export function standaloneToEsm(code: string, header: string): string {
  const runtimes: Record<string, string> = {
    'require("ajv/dist/runtime/ucs2length").default': 'ucs2length',
  };
  let body = code.replace(/^"use strict";/, '');
  for (const [from, to] of Object.entries(runtimes)) body = body.split(from).join(to);
  const leftover = /require\([^)]*\)/.exec(body);
  if (leftover) throw new Error(`E_VALIDATOR_RUNTIME: generated code needs ${leftover[0]}; add it to scripts/lib/to-esm.ts`);
  body = body.replace(/exports(?:\.([A-Za-z0-9_$]+)|\["([^"]+)"\])\s*=/g, (_m, dotted: string, quoted: string) => `__validators[${JSON.stringify(dotted ?? quoted)}] =`);
  body = body.replace(/\/\*# sourceURL=[^*]*\*\//g, '');
  return `${header}\n/* eslint-disable */\nimport { ucs2length } from '../runtime.js';\nconst __validators = {};\n${body}\nexport default __validators;\n`;
}
