import { DataFileError, formatProblem } from '../engine/core';
import { buildApp } from './app';

/** Starts the server on PORT (default 3000) and HOST (default 0.0.0.0); refuses to start when the data has problems. */
async function main(): Promise<void> {
  try {
    const app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
    const port = Number(process.env.PORT ?? 3000);
    const host = process.env.HOST ?? '0.0.0.0';
    await app.listen({ port, host });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => void app.close().then(() => process.exit(0)));
    }
  } catch (error) {
    if (error instanceof DataFileError) {
      console.error('The server will not start: the data files have problems.');
      for (const problem of error.problems) console.error(`  ${formatProblem(problem)}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  }
}

void main();
