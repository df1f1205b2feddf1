import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { createFieldCipher } from './field-cipher';
import { newDataKey, readOrCreateKeyFile, writeKeyFile } from './key-file';
import { countStoredValuesByKey, rewrapStoredValues, type RewrapReport } from './rewrap-stored-values';
import { loadServerKeys, type KeySources } from './server-keys';

/** What `npm run keys -- status` prints: where the keys come from, the active data key, and the values under each key. */
export async function keyStatus(db: Kysely<DatabaseSchema>, sources: KeySources): Promise<{ sources: object; activeDataKey: string; dataKeys: string[]; valuesByKey: Record<string, number> }> {
  const keys = loadServerKeys(sources);
  return { sources: keys.sources, activeDataKey: keys.dataKeys.activeId, dataKeys: [...keys.dataKeys.keys.keys()], valuesByKey: await countStoredValuesByKey(db) };
}

/** Re-wraps every stored value under the active data key (after DATA_KEYS got a new first key, or a rotate that stopped half-way). */
export async function rewrapToActiveKey(db: Kysely<DatabaseSchema>, sources: KeySources): Promise<RewrapReport> {
  return rewrapStoredValues(db, createFieldCipher(loadServerKeys(sources).dataKeys));
}

/**
 * Adds a new data key to the key file, makes it the active one, and re-wraps every stored value under it; the old keys
 * stay in the file (values are readable throughout) until `retire`. Refused when the data keys come from DATA_KEYS:
 * there, put a new key first in DATA_KEYS and run `rewrap`.
 */
export async function rotateDataKey(db: Kysely<DatabaseSchema>, keyFile: string, now = new Date()): Promise<{ activeDataKey: string; report: RewrapReport }> {
  const content = readOrCreateKeyFile(keyFile, now);
  const added = newDataKey(now);
  writeKeyFile(keyFile, { ...content, activeDataKey: added.id, dataKeys: [added, ...content.dataKeys] });
  return { activeDataKey: added.id, report: await rewrapToActiveKey(db, { keyFile }) };
}

/** Removes a data key from the key file; refused for the active key and for a key some stored value is still under. */
export async function retireDataKey(db: Kysely<DatabaseSchema>, keyFile: string, keyId: string): Promise<void> {
  const content = readOrCreateKeyFile(keyFile);
  if (!content.dataKeys.some((k) => k.id === keyId)) throw new Error(`E_KEY_UNKNOWN: ${keyFile} has no data key ${keyId}`);
  if (content.activeDataKey === keyId) throw new Error(`E_KEY_ACTIVE: ${keyId} is the active data key; rotate first`);
  const inUse = (await countStoredValuesByKey(db))[keyId] ?? 0;
  if (inUse) throw new Error(`E_KEY_IN_USE: ${inUse} stored values are still under ${keyId}; run rewrap first`);
  writeKeyFile(keyFile, { ...content, dataKeys: content.dataKeys.filter((k) => k.id !== keyId) });
}
