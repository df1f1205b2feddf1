import {
  createCopy, createRuleContext, validateStep, validDate,
  type Answers, type Brand, type CompiledValidate, type FieldError, type StepDefinition, type Switches,
} from '../../engine/core';
import { readProjectData } from '../../server/data/project-data';
import { jsonObjectOption, parseOptions, switchesOption } from './args';
import { EXIT, UsageError, type CliIo } from './io';
import { defaultSwitches, findBrand, findStepDefinition } from './project-lookup';
import { loadStepValidator } from './step-validator';

/** Usage of `npm run flows -- validate`. */
export const VALIDATE_USAGE = `usage: npm run flows -- validate --step <alias or id> --brand <brand id or org code> --data '<answers json>'
                             [--today YYYY-MM-DD] [--flags '<json>'] [--experiments '<json>']
  Validates one step as the page does and prints {"valid": …, "errors": [{"field": …, "message": …}]}.
  --data is every answer so far (e.g. propertyAddress.state decides Alabama's minimum age); --today defaults to
  the real date; --flags/--experiments ({"name": true}) override flows/flags.json. Exit 0 valid, 1 invalid, 2 usage.`;

/** The outcome printed by `validate`. */
export interface ValidateResult {
  valid: boolean;
  errors: FieldError[];
}

/** Everything one validation needs; `flags`/`experiments` are the switches seen by rules. */
export interface ValidateInput {
  step: StepDefinition;
  validate: CompiledValidate;
  brand: Brand;
  answers: Answers;
  today: string;
  constants: Record<string, unknown>;
  flags?: Switches;
  experiments?: Switches;
}

/** Validates a step with the engine's `validateStep` and the brand's copy: the page's own words. Pure. */
export function validateAnswers(input: ValidateInput): ValidateResult {
  const { step, validate, brand, answers, today, constants, flags, experiments } = input;
  const context = createRuleContext({ brand, answers, today, constants, flags, experiments });
  const errors = validateStep(step, validate, context, createCopy(brand));
  return { valid: errors.length === 0, errors };
}

/** Today's date on this machine's clock as YYYY-MM-DD (the borrower's calendar day, not UTC's). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * `npm run flows -- validate …`: prints the result as one JSON line. Returns 0 when valid, 1 when invalid;
 * throws UsageError (exit 2) for bad options and an unknown step or brand.
 */
export async function runValidate(argv: string[], io: CliIo): Promise<number> {
  const options = parseOptions(argv, ['step', 'brand', 'today', 'data', 'flags', 'experiments']);
  if ('help' in options) {
    io.out(VALIDATE_USAGE);
    return EXIT.ok;
  }
  for (const name of ['step', 'brand', 'data']) if (!options[name]) throw new UsageError(`--${name} is required`);
  const answers = jsonObjectOption(options, 'data') as Answers;
  const [flags, experiments] = [switchesOption(options, 'flags'), switchesOption(options, 'experiments')];
  const today = options.today ?? localToday();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || !validDate(today)) throw new UsageError(`--today must be a real date as YYYY-MM-DD, not '${today}'`);
  const data = readProjectData();
  if (data.problems.length) io.err(`warning: the data has ${data.problems.length} problem(s); run npm run flows -- check`);
  const step = findStepDefinition(data, options.step);
  if (!step) {
    const known = Object.values(data.flows).flatMap((f) => f.steps.map((s) => (s.alias && s.alias !== s.id ? `${s.id} (${s.alias})` : s.id)));
    throw new UsageError(`unknown step '${options.step}'; known steps: ${known.join(', ')}`);
  }
  const brand = findBrand(data, options.brand);
  if (!brand) {
    const known = Object.values(data.brands).map((b) => `${b.id} (${b.orgCode})`);
    throw new UsageError(`unknown brand '${options.brand}'; known brands: ${known.join(', ')}`);
  }
  const switches = defaultSwitches(data.flags, brand.id);
  const result = validateAnswers({
    step, brand, answers, today, constants: data.constants,
    validate: await loadStepValidator(step),
    flags: { ...switches.flags, ...flags },
    experiments: { ...switches.experiments, ...experiments },
  });
  io.out(JSON.stringify(result));
  return result.valid ? EXIT.ok : EXIT.failed;
}
