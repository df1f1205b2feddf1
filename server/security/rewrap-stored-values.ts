import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { ENCRYPTED_COLUMNS } from './encrypted-columns';
import { keyIdOf, type FieldCipher } from './field-cipher';
import { decryptLegacyValue } from './legacy-field-key';

/** How many values of each `table.column` were re-wrapped (or moved from v1), and how many are under each key id after. */
export interface RewrapReport {
  rewrapped: Record<string, number>;
  byKey: Record<string, number>;
}

const PAGE = 500;

/**
 * Re-wraps every encrypted field whose data key is not under the cipher's active key (the values themselves are not
 * decrypted), and moves each first-format (v1) value to envelope encryption with the legacy secrets given (the token
 * secret it was derived from); a v1 value no legacy secret opens is an error. Runs in pages of 500, each its own
 * transaction, so it can run on a live database and be repeated after an interruption.
 */
export async function rewrapStoredValues(db: Kysely<DatabaseSchema>, cipher: FieldCipher, legacySecrets: Uint8Array[] = []): Promise<RewrapReport> {
  const report: RewrapReport = { rewrapped: {}, byKey: {} };
  for (const spec of ENCRYPTED_COLUMNS) {
    const name = `${spec.table}.${spec.column}`;
    report.rewrapped[name] = 0;
    let after = '';
    for (;;) {
      // The column names come from ENCRYPTED_COLUMNS, never from input.
      const rows = await (db as unknown as Kysely<Record<string, Record<string, string>>>)
        .selectFrom(spec.table).select(['uuid', spec.column, ...spec.ownerColumns])
        .where('uuid', '>', after).where(spec.column, 'is not', null).orderBy('uuid').limit(PAGE).execute();
      if (!rows.length) break;
      after = rows[rows.length - 1].uuid;
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          const stored = row[spec.column];
          const next = keyIdOf(stored) ? cipher.rewrap(stored) : cipher.encrypt(openLegacy(stored, spec.owner(row), legacySecrets, name), spec.owner(row));
          if (next !== stored) {
            await (trx as unknown as Kysely<Record<string, Record<string, string>>>).updateTable(spec.table).set({ [spec.column]: next }).where('uuid', '=', row.uuid).execute();
            report.rewrapped[name] += 1;
          }
          const keyId = keyIdOf(next) ?? 'v1';
          report.byKey[keyId] = (report.byKey[keyId] ?? 0) + 1;
        }
      });
    }
  }
  return report;
}

function openLegacy(stored: string, owner: string, secrets: Uint8Array[], name: string): string {
  for (const secret of secrets) {
    try {
      return decryptLegacyValue(secret, stored, owner);
    } catch {
      // try the next secret
    }
  }
  throw new Error(`E_CIPHER_LEGACY: a v1 value in ${name} opens with none of the legacy secrets`);
}

/** How many encrypted fields are under each key id (`v1` for the first format), without changing any. */
export async function countStoredValuesByKey(db: Kysely<DatabaseSchema>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const spec of ENCRYPTED_COLUMNS) {
    const rows = await (db as unknown as Kysely<Record<string, Record<string, string>>>)
      .selectFrom(spec.table).select(spec.column).where(spec.column, 'is not', null).execute();
    for (const row of rows) {
      const keyId = keyIdOf(row[spec.column]) ?? 'v1';
      counts[keyId] = (counts[keyId] ?? 0) + 1;
    }
  }
  return counts;
}
