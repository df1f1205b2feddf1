import type { AppContext } from '../app-context';
import { brandForOrgCode } from '../http/resolve-brand';
import type { ApplicationRow } from '../repositories/applications';
import { bankAccountsOf, bankAccountView } from '../repositories/bank-accounts';
import { listConsents } from '../repositories/consents';
import { documentView, listDocuments } from '../repositories/documents';
import { decisionView, findDecision } from '../repositories/decisions';
import { findDisclosureList } from '../repositories/disclosures';
import { findHmda } from '../repositories/hmda';
import { lienView, listLiens, payoffTotalOf } from '../repositories/liens';
import { linkedAccountView, linkSessionView, listLinkedAccounts, newestLinkSession } from '../repositories/link-sessions';
import { costSettings, offerCosts } from '../sandbox/offer-costs';
import type { Offer } from '../sandbox/price-offers';
import { pricingOf } from '../sandbox/pricing-of';
import { calcConstantsOf } from '../sandbox/sandbox-pricing';
import { creditInquiriesOf } from './credit-inquiries';
import { applicationView, type ApplicationAnswer, type StoredProperty } from '../views/application-view';

/** The stored offers of an application; offers priced before costs existed get their costs computed now. */
export function storedOffers(ctx: Pick<AppContext, 'data' | 'fixtures'>, row: ApplicationRow): Offer[] {
  const offers = JSON.parse(row.offers) as (Omit<Offer, 'costs'> & { costs?: Offer['costs'] })[];
  if (offers.every((o) => o.costs)) return offers as Offer[];
  const pricing = pricingOf(brandForOrgCode(ctx.data, row.org_code));
  const state = (JSON.parse(row.property) as StoredProperty).state;
  const settings = costSettings(pricing, state, ctx.fixtures.serverRules.offerCosts, calcConstantsOf(ctx.data.constants));
  return offers.map((o) => ({ ...o, costs: o.costs ?? offerCosts(o.maxDraw, o.originationFee, settings) }));
}

/** The application answer (contract §1) of a stored application, with its consents, HMDA presence, summary disclosures, the borrower's documents, bank accounts, linked accounts and newest link session, and the liens' payoff total. */
export async function applicationAnswer(ctx: Pick<AppContext, 'db' | 'data' | 'fixtures'>, row: ApplicationRow): Promise<ApplicationAnswer> {
  const [consents, hmda, summary, documents, accounts, liens] = await Promise.all([
    listConsents(ctx.db, row.uuid), findHmda(ctx.db, row.uuid), findDisclosureList(ctx.db, row.uuid), listDocuments(ctx.db, row.uuid, 'BORROWER'),
    bankAccountsOf(ctx.db, row.uuid), listLiens(ctx.db, row.uuid),
  ]);
  const [decision, linkedAccounts, link] = await Promise.all([
    findDecision(ctx.db, row.uuid), listLinkedAccounts(ctx.db, row.uuid), newestLinkSession(ctx.db, row.uuid),
  ]);
  const view = (purpose: 'DISBURSE' | 'AUTOPAY') => (accounts[purpose] ? bankAccountView(accounts[purpose]) : null);
  return applicationView(row, {
    consents, offers: storedOffers(ctx, row), hasHmda: hmda !== undefined, summary, documents: documents.map(documentView),
    accounts: { disburse: view('DISBURSE'), autopay: view('AUTOPAY') }, payoffTotal: payoffTotalOf(liens.map(lienView)),
    decision: decision ? decisionView(decision) : null, creditInquiries: creditInquiriesOf(ctx, row),
    linkedAccounts: linkedAccounts.map(linkedAccountView), link: link ? linkSessionView(link) : null,
  });
}
