import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/** An experiment an application was shown (platform §3 Experiment record). */
export interface ExperimentRecord {
  name: string;
  variation: 'variation' | 'control';
}

/** Saves the application's experiments: a name already saved takes the new variation. `now` is an ISO timestamp. */
export async function saveApplicationExperiments(db: Kysely<DatabaseSchema>, applicationUuid: string, experiments: ExperimentRecord[], now: string): Promise<void> {
  if (!experiments.length) return;
  await db.insertInto('application_experiments')
    .values(experiments.map((e) => ({ application_uuid: applicationUuid, name: e.name, variation: e.variation, created_at: now, updated_at: now })))
    .onConflict((oc) => oc.columns(['application_uuid', 'name']).doUpdateSet((eb) => ({ variation: eb.ref('excluded.variation'), updated_at: now })))
    .execute();
}

/** Every experiment saved on an application, by name. */
export async function listApplicationExperiments(db: Kysely<DatabaseSchema>, applicationUuid: string): Promise<ExperimentRecord[]> {
  const rows = await db.selectFrom('application_experiments').select(['name', 'variation']).where('application_uuid', '=', applicationUuid).orderBy('name').execute();
  return rows.map((r) => ({ name: r.name, variation: r.variation as ExperimentRecord['variation'] }));
}
