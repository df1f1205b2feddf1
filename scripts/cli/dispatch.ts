import { runCheck, CHECK_USAGE } from './check';
import { runGraph, GRAPH_USAGE } from './graph';
import { EXIT, UsageError, type CliIo } from './io';
import { runRoute, ROUTE_USAGE } from './route';
import { runValidate, VALIDATE_USAGE } from './validate';

/** One sub-command of `npm run flows`: its runner (returns the exit status) and its usage text. */
export interface Command {
  run(argv: string[], io: CliIo): number | Promise<number>;
  usage: string;
}

/** The sub-commands, by name. A new command is one file in scripts/cli/ and one row here. */
export const COMMANDS: Record<string, Command> = {
  check: { run: runCheck, usage: CHECK_USAGE },
  validate: { run: runValidate, usage: VALIDATE_USAGE },
  route: { run: runRoute, usage: ROUTE_USAGE },
  graph: { run: runGraph, usage: GRAPH_USAGE },
};

/** Usage of the whole CLI. */
export const USAGE = `usage: npm run flows -- <command> [options]\ncommands: ${Object.keys(COMMANDS).join(', ')}\n\n${Object.values(COMMANDS).map((c) => c.usage).join('\n\n')}`;

/**
 * Runs `npm run flows -- <command> …`. Usage errors print the message and the usage (exit 2); any other failure
 * to run prints its message (exit 2). Never throws.
 */
export async function runFlowsCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io[name ? 'out' : 'err'](USAGE);
    return name ? EXIT.ok : EXIT.usage;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`error: unknown command '${name}'\n${USAGE}`);
    return EXIT.usage;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) io.err(`error: ${error.message}\n${command.usage}`);
    else io.err(`error: ${(error as Error).message}`);
    return EXIT.usage;
  }
}
