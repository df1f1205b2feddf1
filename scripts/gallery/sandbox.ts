import Database from 'better-sqlite3';
import { expect, type APIRequestContext } from '@playwright/test';
import { applicationPath, type Borrower } from '../../tests/e2e/support/borrower';
import { consentByApi } from '../../tests/e2e/support/signing';
import type { GallerySetup } from './targets';

/** The co-owner the gallery invites (the signer's pages speak to them). */
const CO_SIGNER = { name: 'Jordan Rivera', phone: '5125550188', password: 'Quiet-River-58!' };

/** Sets an application's status (and status fields) in the server's SQLite file, as the steps before it would. */
function putStatus(database: string, uuid: string, status: string, fields: Record<string, unknown> = {}): void {
  const db = new Database(database, { fileMustExist: true });
  try {
    const row = db.prepare('SELECT status_fields FROM applications WHERE uuid = ?').get(uuid) as { status_fields: string };
    db.prepare('UPDATE applications SET checklist_status = ?, status_fields = ? WHERE uuid = ?').run(status, JSON.stringify({ ...JSON.parse(row.status_fields), ...fields }), uuid);
  } finally {
    db.close();
  }
}

/** Gives an application a fixed loan number in the server's SQLite file (the documents the server draws carry it). */
function putLoanNumber(database: string, uuid: string, loanNumber: string): void {
  const db = new Database(database, { fileMustExist: true });
  try {
    db.prepare('UPDATE applications SET loan_number = ? WHERE uuid = ?').run(loanNumber, uuid);
  } finally {
    db.close();
  }
}

/**
 * Invites a co-owner of the borrower (with the flag of the signer's conditions pages on for that call, so a persona
 * raises its conditions for them), accepts the invitation from the development outbox and returns their bearer token.
 */
async function inviteCoSigner(request: APIRequestContext, borrower: Borrower): Promise<string> {
  const email = `jordan.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.com`;
  const invited = await request.post(`${applicationPath(borrower.uuid)}/co-signers`, {
    headers: { authorization: borrower.token, 'x-org': borrower.brandId, cookie: 'heloc_flags=fe-heloc-additional-signer-conditions=1' },
    data: { name: CO_SIGNER.name, email, phone: CO_SIGNER.phone },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const outbox = await (await request.get(`/dev/api/v1/mail/outbox?to=${encodeURIComponent(email)}`)).json();
  const invitation = /invitation=([A-Za-z0-9_-]{43})/.exec((outbox.messages as { text: string }[])[0]?.text ?? '')?.[1] ?? '';
  const accepted = await request.post('/identity/api/v1/heloc-signer/invitation', {
    headers: { 'x-org': borrower.brandId }, data: { invitation, password: CO_SIGNER.password, confirmPassword: CO_SIGNER.password },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return `Bearer ${(await accepted.json()).jwt as string}`;
}

/**
 * Prepares a registered borrower as a gallery target needs (`database`: the server's SQLite file), with the fixed
 * `loanNumber` its documents show. Returns the co-signer's token for `co-signer`, otherwise undefined.
 */
export async function prepareBorrower(request: APIRequestContext, database: string | undefined, borrower: Borrower, setup: GallerySetup, loanNumber: string): Promise<string | undefined> {
  if (!database) throw new Error(`the '${setup}' screens need the server's database file (start the server with the gallery, or set E2E_DATABASE_FILE)`);
  putLoanNumber(database, borrower.uuid, loanNumber);
  if (setup === 'co-signer') {
    putStatus(database, borrower.uuid, 'CO_DEED_REQ');
    return inviteCoSigner(request, borrower);
  }
  putStatus(database, borrower.uuid, 'NOTE_SIGNING', { closingDisclosureListReady: true });
  if (setup === 'consented') await consentByApi(request, borrower);
  return undefined;
}
