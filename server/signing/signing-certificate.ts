import { createCopy, type Brand, type DecisionNotice } from '../../engine/core';
import type { ClosingDocumentView } from '../closing/closing-documents';

/** The document type of the signing certificate (flows/application/documents.json, issued by the lender). */
export const SIGNING_CERTIFICATE_TYPE = 'SIGNING_CERTIFICATE';

/** What a signing certificate states: who signed which documents (with their hashes), when, from where, under which consent. */
export interface CertificateFacts {
  borrowerName: string;
  loanNumber: string;
  signedAt: string;
  ip: string;
  userAgent: string;
  /** "lat,lng" or "declined". */
  location: string;
  consent: { version: string; givenAt: string };
  documents: ClosingDocumentView[];
  /** For an additional signer's certificate: the borrower whose application the signer (borrowerName) co-signed. */
  coOwnerOf?: string;
}

/** The signing certificate in the brand's words (`signingCertificate.*`; a co-signer's names the borrower too), in the shape of a notice for the PDF writer. Pure. */
export function signingCertificate(brand: Brand, facts: CertificateFacts): DecisionNotice {
  const copy = createCopy(brand);
  const values = { ...facts, company: brand.companyName };
  const location = facts.location === 'declined' ? copy('signingCertificate.evidence.locationDeclined') : facts.location;
  return {
    title: copy('signingCertificate.title'),
    intro: facts.coOwnerOf === undefined ? copy('signingCertificate.intro', values) : copy('signingCertificate.coSignerIntro', { ...values, borrower: facts.coOwnerOf }),
    sections: [
      {
        id: 'evidence',
        heading: copy('signingCertificate.evidence.heading'),
        blocks: [{
          kind: 'list',
          items: [
            copy('signingCertificate.evidence.signedAt', values),
            copy('signingCertificate.evidence.ip', values),
            copy('signingCertificate.evidence.location', { location }),
            copy('signingCertificate.evidence.consent', facts.consent),
            copy('signingCertificate.evidence.userAgent', values),
          ],
        }],
      },
      {
        id: 'documents',
        heading: copy('signingCertificate.documents.heading'),
        blocks: [{ kind: 'list', items: facts.documents.map((d) => copy('signingCertificate.documents.item', { title: d.title, sha256: d.sha256 })) }],
      },
    ],
  };
}
