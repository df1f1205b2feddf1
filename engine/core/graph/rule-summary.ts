/** Infix operators written between their two arguments. */
const INFIX = new Set(['==', '===', '!=', '!==', '<', '<=', '>', '>=', '+', '-', '*', '/', '%', 'in']);

const plain = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v) ?? 'null');

function say(rule: unknown): string {
  if (Array.isArray(rule)) return rule.length > 3 ? `[${rule.slice(0, 3).map(say).join(', ')}, … ${rule.length - 3} more]` : `[${rule.map(say).join(', ')}]`;
  if (!rule || typeof rule !== 'object') return plain(rule);
  const [op, raw] = Object.entries(rule)[0] ?? ['', undefined];
  const args = Array.isArray(raw) ? raw : [raw];
  if (op === 'var') return String(args[0] && typeof args[0] === 'object' ? say(args[0]) : args[0]);
  if (op === '!') return `not ${say(args[0])}`;
  if (op === '!!') return say(args[0]);
  if ((op === 'and' || op === 'or') && args.length) return args.map((a) => (typeof a === 'object' && a && ['and', 'or'].includes(Object.keys(a)[0]) ? `(${say(a)})` : say(a))).join(` ${op} `);
  if (INFIX.has(op) && args.length === 2) return `${say(args[0])} ${op} ${say(args[1])}`;
  return `${op}(${args.map(say).join(', ')})`;
}

/**
 * A json-logic rule in a line a reviewer reads: `{"==":[{"var":"a.b"},"HOME"]}` → `a.b == "HOME"`; `and`/`or` are
 * written between their parts, `!` as `not`, other operations as calls; long lists and long results are shortened
 * to `max` characters. Pure; never throws.
 */
export function summariseRule(rule: unknown, max = 90): string {
  const text = say(rule);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Breaks each line of a label at spaces into lines of at most `width` characters (a longer word stays whole). Pure. */
export function wrapLabel(label: string, width = 44): string {
  return label.split('\n').map((line) => {
    const out: string[] = [];
    for (const word of line.split(' ')) {
      const last = out.length - 1;
      if (last >= 0 && out[last].length + word.length + 1 <= width) out[last] += ` ${word}`;
      else out.push(word);
    }
    return out.join('\n');
  }).join('\n');
}
