import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Fixtures } from '../data/fixture-types';
import type { DatabaseSchema } from '../db/schema';
import { insertApplication, newLoanNumber, type ApplicationRow } from '../repositories/applications';
import { insertConsents, type NewConsent } from '../repositories/consents';
import { replaceLiens, type Lien } from '../repositories/liens';
import type { Offer } from '../sandbox/price-offers';
import type { StoredProperty } from '../views/application-view';
import { mergeStatusFields } from './status-fields';

/** Everything an application is stored with. */
export interface NewApplication {
  identityUuid: string;
  orgCode: string;
  status: string;
  /** Status sub-fields other than their defaults (the persona's). */
  statusFields?: Record<string, unknown>;
  /** The sandbox persona's key, null for the default borrower. */
  persona: string | null;
  active: boolean;
  isInquiry: boolean;
  body: unknown;
  offers: Offer[];
  property: Omit<StoredProperty, 'uuid'>;
  loanOfficerUuid: string | null;
  fundedAt: string | null;
  consents: Omit<NewConsent, 'applicationUuid' | 'identityUuid'>[];
  /** Registration answers of steps the create-HELOC mapping does not name; stored as JSON when there are any. */
  additionalAnswers?: Record<string, unknown>;
}

/** The lien the sandbox soft credit reports: one mortgage with the valuation's lien balance, none without a balance. Pure. */
export function reportedLiens(lienBalance: number, lien: Fixtures['serverRules']['initialLien']): Lien[] {
  if (lienBalance <= 0) return [];
  const monthlyPayment = Math.round(lienBalance * lien.monthlyPaymentRate * 100) / 100;
  return [{ lenderName: lien.lenderName, lienType: lien.lienType, balance: lienBalance, monthlyPayment, isMine: true }];
}

/** Stores an application with its consents and the liens the soft credit reported, in one transaction; returns the stored row. */
export async function storeApplication(
  db: Kysely<DatabaseSchema>, app: NewApplication, initialLien: Fixtures['serverRules']['initialLien'],
  admit: (trx: Kysely<DatabaseSchema>) => Promise<void> = async () => undefined,
): Promise<ApplicationRow> {
  const now = new Date().toISOString();
  const row: ApplicationRow = {
    uuid: randomUUID(), loan_number: newLoanNumber(), identity_uuid: app.identityUuid, org_code: app.orgCode,
    checklist_status: app.status, status_fields: mergeStatusFields('{}', app.statusFields), persona: app.persona,
    body: JSON.stringify(app.body ?? {}), offers: JSON.stringify(app.offers),
    property: JSON.stringify({ uuid: randomUUID(), ...app.property }), property_state: app.property.state,
    is_inquiry: app.isInquiry ? 1 : 0, active: app.active ? 1 : 0, loan_officer_uuid: app.loanOfficerUuid,
    funded_at: app.fundedAt, term: 0, amount: 0, rate: 0, rate_type: 'FIXED', uw_calculated_draw_amount: 0,
    selected_offer: null, contact_answers: null, co_deed_status: 'NOT_REQUIRED', asset_depletion_complete: 0, insurance: null, rescission: null,
    additional_answers: app.additionalAnswers && Object.keys(app.additionalAnswers).length ? JSON.stringify(app.additionalAnswers) : null,
    pay_type: null, notary_booking: null,
    created_at: now, updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    // In the same transaction as the insert, so two calls at once cannot both pass (SQLite runs one write transaction at a
    // time; on PostgreSQL the check locks the borrower's e-mail until commit).
    await admit(trx);
    await insertApplication(trx, row);
    await insertConsents(trx, app.consents.map((c) => ({ ...c, applicationUuid: row.uuid, identityUuid: app.identityUuid })));
    await replaceLiens(trx, row.uuid, reportedLiens(app.property.lienBalance, initialLien));
  });
  return row;
}
