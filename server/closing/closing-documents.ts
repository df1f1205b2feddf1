import { createHash, randomUUID } from 'node:crypto';
import { closingDocuments, closingFileNameValues, closingValues, createCopy, type ClosingConstants, type ClosingInput } from '../../engine/core';
import { offerFigures } from '../../engine/core/calc';
import type { ClosingDocumentEntry } from '../../engine/core/api/contract';
import type { AppContext } from '../app-context';
import { parseStatusFields } from '../applications/status-fields';
import { noticePdf } from '../decisions/notice-pdf';
import { brandForOrgCode } from '../http/resolve-brand';
import { storedOffers } from '../lifecycle/application-answer';
import { sandboxOf } from '../lifecycle/sandbox-context';
import type { ApplicationRow } from '../repositories/applications';
import { insertDocument, listDocuments, type DocumentRow } from '../repositories/documents';
import { findProfile } from '../repositories/profiles';
import type { StoredProperty } from '../views/application-view';

/** A closing document as GET disclosures/closing lists it: the stored document, its title and the SHA-256 of its bytes. */
export type ClosingDocumentView = ClosingDocumentEntry;

const title = (row: DocumentRow) => row.file_name.replace(/ - [^-]*\.pdf$/, '');
const view = (row: DocumentRow): ClosingDocumentView => ({
  uuid: row.uuid, documentType: row.document_type, title: title(row), fileName: row.file_name, sha256: row.sha256 ?? '', sizeBytes: Number(row.size_bytes),
});

/** The closing values of a stored application: its chosen offer's figures, the borrower, the lender and today. */
export async function closingInput(ctx: AppContext, row: ApplicationRow, signedOn: string): Promise<ClosingInput> {
  const brand = brandForOrgCode(ctx.data, row.org_code);
  const profile = await findProfile(ctx.db, row.identity_uuid);
  const property = JSON.parse(row.property) as StoredProperty;
  const selected = row.selected_offer ? JSON.parse(row.selected_offer) as { term: number; drawAmount: number } : null;
  const offer = storedOffers(ctx, row).find((o) => o.term === (selected?.term ?? row.term));
  const { pricing } = sandboxOf(ctx, row);
  const figures = offer ? offerFigures({ ...offer, rate: row.rate }, selected?.drawAmount ?? row.uw_calculated_draw_amount, { state: pricing.state, constants: pricing.constants }) : null;
  return {
    borrowerName: `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim(),
    company: brand.companyName,
    loanNumber: row.loan_number,
    propertyAddress: [property.street1, property.street2, `${property.city}, ${property.state} ${property.zip}`].filter(Boolean).join(', '),
    occupancyType: property.occupancyType ?? null,
    lineAmount: offer?.max ?? row.amount,
    initialDraw: row.uw_calculated_draw_amount,
    apr: row.rate,
    termYears: row.term,
    monthlyPayment: figures?.monthlyPayment ?? 0,
    originationFee: figures?.originationFee ?? 0,
    recordingCosts: figures?.recordingCosts ?? 0,
    payType: row.pay_type,
    signedOn,
  };
}

/**
 * Generates the application's closing documents (flows/application/closing-documents.json, in its brand's words,
 * with its figures) as PDFs: the bytes go to the file store, each a document of the application the lender issued,
 * with the SHA-256 of its bytes. All in one transaction; on a failure the bytes are removed.
 */
async function generateClosingDocuments(ctx: AppContext, row: ApplicationRow): Promise<void> {
  const brand = brandForOrgCode(ctx.data, row.org_code);
  const copy = createCopy(brand);
  const today = new Date().toISOString().slice(0, 10);
  const closing = (ctx.data.constants as { closing: ClosingConstants }).closing;
  const values = closingValues(await closingInput(ctx, row, today), closing, copy);
  const documents = closingDocuments(ctx.data.closingDocuments, values, copy);
  const stored: string[] = [];
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // Another request may have generated them meanwhile: the first set stays.
      const types = new Set(ctx.data.closingDocuments.documents.map((d) => d.type));
      if ((await listDocuments(trx, row.uuid)).some((d) => types.has(d.document_type))) return;
      for (const doc of documents) {
        const bytes = Buffer.from(await noticePdf(doc, { company: brand.companyName }));
        const storageKey = randomUUID();
        await ctx.files.put(storageKey, bytes);
        stored.push(storageKey);
        await insertDocument(trx, {
          uuid: randomUUID(), application_uuid: row.uuid, identity_uuid: row.identity_uuid, document_type: doc.type,
          file_name: copy(ctx.data.closingDocuments.fileNameKey, closingFileNameValues(doc.title, row.loan_number)),
          content_type: 'application/pdf', size_bytes: bytes.length, storage_key: storageKey, created_at: new Date().toISOString(),
          sha256: createHash('sha256').update(bytes).digest('hex'),
        });
      }
    });
  } catch (error) {
    for (const key of stored) await ctx.files.remove(key);
    throw error;
  }
}

/**
 * GET disclosures/closing: whether the closing documents are ready and signed, and once ready the documents themselves
 * (generated on the first call after the sandbox made the list ready), in the layout's order.
 */
export async function closingDisclosures(ctx: AppContext, row: ApplicationRow) {
  const status = parseStatusFields(row.status_fields);
  const ready = status.closingDisclosureListReady === true;
  const complete = status.closingDisclosureListComplete === true;
  if (!ready) return { ready, complete, documents: [] as ClosingDocumentView[] };
  const order = ctx.data.closingDocuments.documents.map((d) => d.type);
  const ofClosing = async () => (await listDocuments(ctx.db, row.uuid)).filter((d) => order.includes(d.document_type));
  let rows = await ofClosing();
  if (rows.length === 0) {
    await generateClosingDocuments(ctx, row);
    rows = await ofClosing();
  }
  rows.sort((a, b) => order.indexOf(a.document_type) - order.indexOf(b.document_type));
  return { ready, complete, documents: rows.map(view) };
}
