/**
 * The stable codes every error answer of the API carries beside its words (`{ errors: [{ code, message, field? }] }`),
 * listed once for the server that sends them and the browser that branches on them (docs/application-lifecycle.md §7).
 * Words change with the brand and the copy; codes do not.
 */
export const API_ERROR_CODES = {
  /** The body did not pass validation (a route schema, or a step's validator and checks); `field` names the answer. */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** The request could not be read (malformed JSON, wrong content type) or is refused as it stands. */
  BAD_REQUEST: 'BAD_REQUEST',
  /** A registration guard refuses the create-HELOC call (the page would not have let it through): the borrower stays on the page. */
  GUARD_BLOCKED: 'GUARD_BLOCKED',
  /**
   * The borrower may not start an application (verify-ability-to-start's reason: an active application, a HELOC within
   * the wait, an inquiry application): the create call is refused (409) with the words of the page's modal.
   */
  CANNOT_START_APPLICATION: 'CANNOT_START_APPLICATION',
  /** The lender does not offer loans for the property's state or zip (the borrower stays on the page). */
  STATE_NOT_OFFERED: 'STATE_NOT_OFFERED',
  /** The `state` query of the create-HELOC call differs from the property's state. */
  STATE_MISMATCH: 'STATE_MISMATCH',
  /** Identity registration for an e-mail that already has an account in the organisation. */
  ACCOUNT_EXISTS: 'ACCOUNT_EXISTS',
  /** Too many failed sign-ins: the e-mail is locked for a while. */
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  /** No valid token (missing, expired, bad signature, another organisation, an ended broker session) or wrong credentials. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /**
   * The account has not confirmed its e-mail address yet (HTTP 403): starting an application, the ability-to-start
   * check and the applications list wait for the code e-mailed to it (server/verification/).
   */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  /** The e-mail verification code is not the one sent (HTTP 400); a few wrong tries lock it. */
  VERIFICATION_CODE_INVALID: 'VERIFICATION_CODE_INVALID',
  /** The e-mail verification code has expired, or none was sent (HTTP 400): ask for a new one. */
  VERIFICATION_CODE_EXPIRED: 'VERIFICATION_CODE_EXPIRED',
  /** Too many wrong e-mail verification codes (HTTP 423): the code is locked, ask for a new one. */
  VERIFICATION_CODE_LOCKED: 'VERIFICATION_CODE_LOCKED',
  /** Signed in, but not allowed (e.g. the agent sign-in for a non-broker). */
  FORBIDDEN: 'FORBIDDEN',
  /** No such resource for this borrower, or an unknown API path. */
  NOT_FOUND: 'NOT_FOUND',
  /** The resource's state does not accept the call (e.g. the application's status). */
  CONFLICT: 'CONFLICT',
  /** The request body, or a stored free-form part of it (telemetry), is larger than the server accepts (HTTP 413). */
  TOO_LARGE: 'TOO_LARGE',
  /** A document upload is larger than flows/application/documents.json `maxBytes` (HTTP 413). */
  DOCUMENT_TOO_LARGE: 'DOCUMENT_TOO_LARGE',
  /** A document upload's bytes are not one of the accepted kinds (documents.json `contentTypes`, sniffed from the bytes). */
  DOCUMENT_TYPE_REFUSED: 'DOCUMENT_TYPE_REFUSED',
  /** A document upload failed the virus scan; nothing was stored. */
  DOCUMENT_INFECTED: 'DOCUMENT_INFECTED',
  /** A document upload names no document type, or one that documents.json `types` does not list. */
  DOCUMENT_TYPE_UNKNOWN: 'DOCUMENT_TYPE_UNKNOWN',
  /** A notary session's start time is not one the property's slots offer (taken, too soon, before the Texas 12-day date); `field`: startsAt. */
  NOTARY_SLOT_UNAVAILABLE: 'NOTARY_SLOT_UNAVAILABLE',
  /** An electronic (remote online) notary session is not offered for this property (Texas, or a county that refuses it). */
  NOTARY_KIND_NOT_OFFERED: 'NOTARY_KIND_NOT_OFFERED',
  /** The right to cancel has ended (its window closed at midnight after its last day): the line can no longer be cancelled. */
  RESCISSION_WINDOW_CLOSED: 'RESCISSION_WINDOW_CLOSED',
  /** Closing signing: the borrower has no current E-SIGN consent for the application (none, or withdrawn). */
  ESIGN_CONSENT_REQUIRED: 'ESIGN_CONSENT_REQUIRED',
  /** E-SIGN consent to a version other than flows/application/esign-consent.json's current one: read the new one. */
  ESIGN_CONSENT_STALE: 'ESIGN_CONSENT_STALE',
  /** Closing signing: a document's SHA-256 is not the stored one (the page saw other bytes). */
  DOCUMENT_HASH_MISMATCH: 'DOCUMENT_HASH_MISMATCH',
  /** Too many requests: slow down and retry later. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** Anything else: the server failed (logged); the words are generic. */
  UNEXPECTED: 'UNEXPECTED',
} as const;

/** One of the stable error codes. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/** The codes a create-HELOC refusal keeps the borrower on the registration page with (any registration guard or state refusal). */
export const STAY_ON_PAGE_CODES: readonly ApiErrorCode[] = [API_ERROR_CODES.GUARD_BLOCKED, API_ERROR_CODES.STATE_NOT_OFFERED];

/** The code an error answer of this HTTP status carries when its call site names none. Pure. */
export function codeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400: return API_ERROR_CODES.BAD_REQUEST;
    case 401: return API_ERROR_CODES.UNAUTHORIZED;
    case 403: return API_ERROR_CODES.FORBIDDEN;
    case 404: return API_ERROR_CODES.NOT_FOUND;
    case 409: return API_ERROR_CODES.CONFLICT;
    case 413: return API_ERROR_CODES.TOO_LARGE;
    case 423: return API_ERROR_CODES.ACCOUNT_LOCKED;
    case 429: return API_ERROR_CODES.RATE_LIMITED;
    default: return status >= 400 && status < 500 ? API_ERROR_CODES.BAD_REQUEST : API_ERROR_CODES.UNEXPECTED;
  }
}

/** True when a value is one of the stable codes. Pure. */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(API_ERROR_CODES, value);
}
