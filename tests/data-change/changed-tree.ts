/** Where the data-change proof builds and serves the repository with its data-only additions. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The port the changed build is served on (the main browser tests use 3199). */
export const DATA_CHANGE_PORT = Number(process.env.DATA_CHANGE_PORT ?? 3198);

/** The SQLite file of the changed build's server, which the browser test reads to see what was stored. */
export const DATA_CHANGE_DB = join(tmpdir(), `heloc-data-change-${DATA_CHANGE_PORT}.sqlite`);
