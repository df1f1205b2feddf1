import { readFileSync } from 'node:fs';
import { DataFileError } from '../../engine/core';

/** Reads and parses a JSON file; a syntax error becomes a DataFileError naming the file. */
export function readJson(path: string, display: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new DataFileError([{ code: 'E_JSON_SYNTAX', file: display, pointer: '/', message: (error as Error).message }]);
  }
}
