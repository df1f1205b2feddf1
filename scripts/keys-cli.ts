/**
 * `npm run keys -- <command>`: the server's keys (README "Keys and backups").
 *   status         where the keys come from, the active data key, how many stored values are under each key
 *   rotate         add a data key to the key file, make it active and re-wrap every stored value under it
 *   rewrap         re-wrap every stored value under the active data key (after changing DATA_KEYS)
 *   retire <id>    remove a data key no stored value uses any more
 * The database is DATABASE_FILE (default data/heloc.sqlite) or DATABASE_URL; the key file HELOC_KEY_FILE (default keys/heloc-keys.json).
 */
import { openDatabase } from '../server/db/open-database';
import { keyStatus, retireDataKey, rewrapToActiveKey, rotateDataKey } from '../server/security/key-commands';
import { DEFAULT_KEY_FILE } from '../server/security/key-file';

const [command, argument] = process.argv.slice(2);
const keyFile = process.env.HELOC_KEY_FILE ?? DEFAULT_KEY_FILE;
const sources = { jwtSecret: process.env.JWT_SECRET, dataKeys: process.env.DATA_KEYS, keyFile };
const db = await openDatabase({ file: process.env.DATABASE_FILE ?? 'data/heloc.sqlite', url: process.env.DATABASE_URL });
try {
  if (command === 'status') console.log(JSON.stringify(await keyStatus(db, sources), null, 2));
  else if (command === 'rewrap') console.log(JSON.stringify(await rewrapToActiveKey(db, sources), null, 2));
  else if (command === 'rotate') {
    if (process.env.DATA_KEYS) throw new Error('E_DATA_KEYS: the data keys come from DATA_KEYS; put a new key first there and run rewrap');
    console.log(JSON.stringify(await rotateDataKey(db, keyFile), null, 2));
  } else if (command === 'retire' && argument) {
    if (process.env.DATA_KEYS) throw new Error('E_DATA_KEYS: the data keys come from DATA_KEYS; remove the key there');
    await retireDataKey(db, keyFile, argument);
    console.log(`retired ${argument}`);
  } else {
    console.error('usage: npm run keys -- status | rotate | rewrap | retire <key id>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
