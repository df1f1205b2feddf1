import type { Kysely } from 'kysely';
import { createCopy } from '../../engine/core';
import type { AppContext } from '../app-context';
import type { DatabaseSchema } from '../db/schema';
import type { ApplicationRow } from '../repositories/applications';
import { listCoSignerRows } from '../repositories/co-signers';
import { escapeHtml, type InvitationSetting } from './invitations';
import { signerTermsFingerprint, staleSigners, withdrawSignatures } from './signer-document-terms';

/** The signer's sign-in page, with the borrower's brand (`org`) when the request named one. Pure. */
export const signerSignInLink = (origin: string, org?: string): string =>
  `${origin}/heloc-signer/login${org ? `?org=${encodeURIComponent(org)}` : ''}`;

/**
 * A change of the closing terms about to be made, seen from the co-owners who signed: `withdraw` (called inside the
 * change's transaction) takes back the signature of each SIGNED co-owner whose documents no longer show the terms
 * (signer-document-terms.ts, only what the deed and the notice print), and `notify` (after the change is stored) sends
 * each of them the e-mail asking them to sign again (copy coSigner.resignMail.*, with their sign-in link).
 */
export interface TermsChange {
  withdraw(trx: Kysely<DatabaseSchema>): Promise<void>;
  notify(): Promise<void>;
}

/** Prepares the withdrawal for an application whose stored row will become `changed` (read before the transaction). */
export async function prepareTermsChange(ctx: AppContext, changed: ApplicationRow, setting: InvitationSetting | undefined): Promise<TermsChange> {
  const types = ctx.fixtures.serverRules.coSigners.signerDocuments;
  const signedAny = (await listCoSignerRows(ctx.db, changed.uuid)).some((r) => r.status === 'SIGNED');
  const stale = signedAny ? await staleSigners(ctx.db, types, changed.uuid, await signerTermsFingerprint(ctx, changed)) : [];
  let withdrawn: string[] = [];
  return {
    async withdraw(trx) {
      withdrawn = await withdrawSignatures(trx, changed.uuid, stale);
    },
    async notify() {
      if (withdrawn.length === 0 || !setting) return;
      const copy = createCopy(setting.brand);
      const property = JSON.parse(changed.property) as { city?: string; state?: string };
      for (const signer of (await listCoSignerRows(ctx.db, changed.uuid)).filter((r) => withdrawn.includes(r.uuid) && r.email)) {
        const values = { name: signer.name, company: setting.brand.companyName, city: property.city ?? '', state: property.state ?? '', link: signerSignInLink(setting.origin, setting.org) };
        const htmlValues = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(String(v))]));
        await ctx.mailer.sendMail({
          to: signer.email!, fromName: setting.brand.companyName,
          subject: copy('coSigner.resignMail.subject', values), text: copy('coSigner.resignMail.text', values), html: copy('coSigner.resignMail.html', htmlValues),
        });
      }
    },
  };
}
