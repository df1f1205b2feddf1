import type { ConsentRow } from '../repositories/consents';
import type { ApplicationRow } from '../repositories/applications';

/** The property of an application as stored: the address and the sandbox valuation. */
export interface StoredProperty {
  uuid: string;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
  occupancyType: string;
  value: number;
  lienBalance: number;
}

/**
 * The HELOC application answer: the fields the registration spec §3 lists as read. Amount, rate and term stay 0
 * until an offer is selected. Pure.
 */
export function applicationView(row: ApplicationRow, consents: ConsentRow[]) {
  const property = JSON.parse(row.property) as StoredProperty;
  const body = JSON.parse(row.body) as { referrerId?: string | null; utmParameters?: Record<string, string> };
  return {
    uuid: row.uuid,
    loanNumber: row.loan_number,
    status: row.status,
    amount: 0,
    rate: 0,
    term: 0,
    rateType: 'FIXED',
    uwCalculatedDrawAmount: 0,
    selectedPropertyUuid: property.uuid,
    property: {
      uuid: property.uuid, street1: property.street1, street2: property.street2 ?? '', city: property.city,
      state: property.state, zip: property.zip, occupancyType: property.occupancyType,
      adjustedHomeAmount: property.value, lienBalance: property.lienBalance, condition: 'UNKNOWN',
    },
    offers: JSON.parse(row.offers) as unknown[],
    consents: consents.map((c) => ({ consentType: c.consent_type, version: c.version, optIn: c.opt_in === 1 })),
    isCrypto: body.utmParameters?.utm_source === 'cloc',
    isInquiry: row.is_inquiry === 1,
    active: row.active === 1,
    activeForAppStart: row.active === 1,
    referrer: body.referrerId ? { referrerUuid: body.referrerId, wholesaleBrokerNmls: null } : null,
    organizationCode: row.org_code,
    fundedAt: row.funded_at,
    auditFields: { createdDate: row.created_at, updatedDate: row.updated_at },
  };
}
