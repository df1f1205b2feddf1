/**
 * `npm run flows -- <command>`: tools for the data in flows/ and brands/.
 *   check     validate every data file and the references between them (scripts/cli/check.ts)
 *   validate  validate one step's answers for a brand, in the page's words (scripts/cli/validate.ts)
 *   route     the page a status snapshot routes to, and why (scripts/cli/route.ts)
 *   graph     the flows, the state machine and the routing table as Mermaid and SVG, optionally diffed (scripts/cli/graph.ts)
 * Commands are listed in scripts/cli/dispatch.ts.
 */
import { runFlowsCli } from './cli/dispatch';
import { consoleIo } from './cli/io';

process.exitCode = await runFlowsCli(process.argv.slice(2), consoleIo);
