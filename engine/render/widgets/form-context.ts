import type { Copy } from '../../core/brand/create-copy';
import type { PasswordRule } from '../../core/rules/operations/password-rules';
import type { UsStateFact } from '../../core/rules/operations/us-state';

/** One address proposed by the typeahead (the API contract's); picking it fills the five address fields. */
export type { AddressSuggestion } from '../../core/api/contract';
import type { AddressSuggestion, BankLookup, StoredDocument } from '../../core/api/contract';

/** The `formContext` the step renderer hands to every RJSF `Form`; the widgets read it through `registry.formContext`. */
export interface StepFormContext {
  /** The brand's words for a copy key, with values interpolated. */
  copy: Copy;
  /** Address typeahead search; called debounced, with at least three characters. */
  searchAddresses: (text: string) => Promise<AddressSuggestion[]>;
  /** flows/constants.json as the widgets read it: the password rules, the states (a typed name becomes the code). */
  constants: { passwordRules: PasswordRule[]; usStateFacts?: Record<string, UsStateFact> };
  /** Marks a field (dotted path, e.g. `propertyAddress.street1`) as touched, so the renderer shows its errors. */
  touch: (field: string) => void;
  /** Stores a file as a document of the application (DocumentUploadField); rejects with an Error carrying the server's words. */
  uploadDocument: (file: File, documentType: string) => Promise<UploadedDocument>;
  /** Removes a document the borrower uploaded. */
  removeDocument: (uuid: string) => Promise<void>;
  /** The bank of a routing number in the lender's directory, or null (RoutingNumberWidget). */
  lookupBank: (routingNumber: string) => Promise<BankLookup | null>;
}

/** A document stored by the server (the API contract's), as a DocumentUploadField keeps it in the answers. */
export type UploadedDocument = StoredDocument;
