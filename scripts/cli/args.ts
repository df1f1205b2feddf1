import { UsageError } from './io';

/** Parsed `--name value` / `--name=value` options of one command. */
export type Options = Record<string, string>;

/**
 * Reads `--name value` and `--name=value` pairs. Every name must be in `allowed`; a name given twice, a missing
 * value or a bare word is a usage error. `--help`/`-h` is returned as `help: ''`. Pure; throws UsageError.
 */
export function parseOptions(argv: string[], allowed: readonly string[]): Options {
  const options: Options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      options.help = '';
      continue;
    }
    const m = /^--([a-z][a-z-]*)(?:=(.*))?$/s.exec(arg);
    if (!m) throw new UsageError(`unexpected argument '${arg}'`);
    const [, name, inline] = m;
    if (!allowed.includes(name)) throw new UsageError(`unknown option --${name}`);
    if (name in options) throw new UsageError(`option --${name} given twice`);
    const value = inline ?? argv[i + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new UsageError(`option --${name} needs a value`);
    if (inline === undefined) i += 1;
    options[name] = value;
  }
  return options;
}

/** Parses an option's JSON value and checks it is a plain object. Pure; throws UsageError naming the option. */
export function jsonObjectOption(options: Options, name: string): Record<string, unknown> | undefined {
  const raw = options[name];
  if (raw === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new UsageError(`--${name} is not valid JSON: ${(error as Error).message}`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new UsageError(`--${name} must be a JSON object`);
  return value as Record<string, unknown>;
}

/** Like `jsonObjectOption`, for `{ name: boolean }` switches (flags, experiments). Pure; throws UsageError. */
export function switchesOption(options: Options, name: string): Record<string, boolean> | undefined {
  const value = jsonObjectOption(options, name);
  if (!value) return undefined;
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== 'boolean') throw new UsageError(`--${name}: '${key}' must be true or false`);
  }
  return value as Record<string, boolean>;
}
