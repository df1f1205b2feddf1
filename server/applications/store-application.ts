import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { insertApplication, newLoanNumber, type ApplicationRow } from '../repositories/applications';
import { insertConsents, type NewConsent } from '../repositories/consents';
import type { Offer } from '../sandbox/price-offers';
import type { StoredProperty } from '../views/application-view';

/** Everything an application is stored with. */
export interface NewApplication {
  identityUuid: string;
  orgCode: string;
  status: string;
  active: boolean;
  isInquiry: boolean;
  body: unknown;
  offers: Offer[];
  property: Omit<StoredProperty, 'uuid'>;
  loanOfficerUuid: string | null;
  fundedAt: string | null;
  consents: Omit<NewConsent, 'applicationUuid' | 'identityUuid'>[];
}

/** Stores an application with its consents in one transaction and returns the stored row. */
export async function storeApplication(db: Kysely<DatabaseSchema>, app: NewApplication): Promise<ApplicationRow> {
  const now = new Date().toISOString();
  const row: ApplicationRow = {
    uuid: randomUUID(), loan_number: newLoanNumber(), identity_uuid: app.identityUuid, org_code: app.orgCode,
    status: app.status, body: JSON.stringify(app.body ?? {}), offers: JSON.stringify(app.offers),
    property: JSON.stringify({ uuid: randomUUID(), ...app.property }), property_state: app.property.state,
    is_inquiry: app.isInquiry ? 1 : 0, active: app.active ? 1 : 0, loan_officer_uuid: app.loanOfficerUuid,
    funded_at: app.fundedAt, created_at: now, updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await insertApplication(trx, row);
    await insertConsents(trx, app.consents.map((c) => ({ ...c, applicationUuid: row.uuid, identityUuid: app.identityUuid })));
  });
  return row;
}
