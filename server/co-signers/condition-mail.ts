import { createCopy } from '../../engine/core';
import type { AppContext } from '../app-context';
import type { ApplicationRow } from '../repositories/applications';
import { listCoSignerRows } from '../repositories/co-signers';
import type { ConditionRow } from '../repositories/conditions';
import { applicationValues, escapeHtml, type InvitationSetting } from './invitations';

/** The signer's conditions page (which sends a signed-out signer to their login and back), with the brand. Pure. */
export const signerConditionsLink = (origin: string, path: string, org?: string): string =>
  `${origin}${path}${org ? `?org=${encodeURIComponent(org)}` : ''}`;

/**
 * Tells a co-owner by e-mail that the underwriter asked them for something (copy coSigner.conditionMail.*): the
 * condition's title, the borrower and property, and a link to their conditions pages (`conditionsPath`). Nothing for a
 * condition addressed to the borrower, or for a signer no longer on the application or without an e-mail.
 */
export async function mailSignerOfCondition(ctx: AppContext, application: ApplicationRow, condition: ConditionRow, setting: InvitationSetting, conditionsPath: string): Promise<boolean> {
  if (condition.addressed_to !== 'SIGNER' || !condition.signer_identity_uuid) return false;
  const signer = (await listCoSignerRows(ctx.db, application.uuid)).find((r) => r.identity_uuid === condition.signer_identity_uuid && r.status !== 'REMOVED');
  if (!signer?.email) return false;
  const copy = createCopy(setting.brand);
  const values = {
    name: signer.name, ...(await applicationValues(ctx, application)), company: setting.brand.companyName,
    request: copy(`conditions.category.${condition.category}`), link: signerConditionsLink(setting.origin, conditionsPath, setting.org),
  };
  const htmlValues = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(String(v))]));
  await ctx.mailer.sendMail({
    to: signer.email, fromName: setting.brand.companyName,
    subject: copy('coSigner.conditionMail.subject', values), text: copy('coSigner.conditionMail.text', values), html: copy('coSigner.conditionMail.html', htmlValues),
  });
  return true;
}
