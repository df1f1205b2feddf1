/** Public entry of the pure engine, shared by the browser and the server. */
export * from './types';
export { evaluateRule, ruleHolds } from './rules/evaluate-rule';
export { operations, OPERATION_PREFIX } from './rules/operations';
export { ruleVariables, unknownOperations } from './rules/rule-variables';
export { age } from './rules/operations/age';
export { validDate } from './rules/operations/valid-date';
export { unmetPasswordRules, type PasswordRule } from './rules/operations/password-rules';
export { stateCodeOf, stateNameOf, zipInState, type UsStateFact } from './rules/operations/us-state';
export { validateStep, validateStepKeys, type CompiledValidate, type KeyedError } from './validation/validate-step';
export { stepSlice } from './validation/step-slice';
export { getAt, setAt, fieldsOverlap } from './validation/paths';
export { createRuleContext, type RuleContextInput } from './flow/create-rule-context';
export { activeSteps, findStep, nextStep, previousStep, stepQueryValue, stepUrl } from './flow/flow-steps';
export { firstFiringGuard } from './flow/evaluate-guards';
export { entryRedirect, type EntryRedirect } from './flow/entry-redirect';
export { redirectTarget } from './flow/redirect-target';
export { enterStep } from './flow/enter-step';
export { continueStep } from './flow/continue-step';
export { answerModal } from './flow/answer-modal';
export { goBack } from './flow/go-back';
export { isConfirmation } from './flow/is-confirmation';
export { firstRefusal, type GuardRefusal } from './flow/first-refusal';
export type { FlowState, FlowEffect, FlowTransition, FlowBlock, OpenModal, StepGuardsInput } from './flow/flow-runtime-types';
export { resolveBrandId } from './brand/resolve-brand-id';
export { deepMerge, mergeBrand } from './brand/merge-brand';
export { interpolate } from './brand/interpolate';
export { createCopy, pageTitle, type Copy } from './brand/create-copy';
export { COPY_FAMILIES, createCopyOf, familyKey, familyKeys, type CopyFamilyName, type CopyFamilyValue, type CopyOf } from './brand/copy-families';
export { FOOTER_LOGOS, footerLogoFile, LOGO_PATH, pageLogoFiles } from './brand/logo-files';
export { checkAgainstMetaSchema, type DataKind, type FixtureKind } from './data/check-against-meta-schema';
export { checkStepSemantics, stepCopyKeys } from './data/check-step-semantics';
export { checkShowWhen } from './data/check-show-when';
export { checkRoutingData } from './data/check-routing-data';
export { KNOWN_WIDGETS, KNOWN_PAGE_COMPONENTS, LENDER_ACTIONS } from './data/known-components';
export { checkPages, type PagesCheckInput } from './data/check-pages';
export { findPage, messageBodyKey, standsIn } from './pages/find-page';
export { buildFromRules } from './pages/build-from-rules';
export { buildCallBody, callPath, type CallBodyContext } from './pages/call-body';
export { pageCopyKeys } from './pages/page-copy-keys';
export { documentFields, documentUuids, DOCUMENT_UPLOAD_FIELD, type DocumentField } from './pages/document-fields';
export { pageNotices, pageValues, type PageContext } from './pages/page-notices';
export { checkIncomeMethods, incomeSourceRows, type IncomeMethod, type IncomeMethodsData, type IncomeSourceRow, type IncomeSourceState } from './pages/income-methods';
export { decisionNotice, decisionNoticeCopyKeys, noticeDate, noticeValueNames, noticeValues } from './decision/decision-notice';
export type {
  ApplicationDecision, CreditBureau, CreditScoreUsed, DecisionFacts, DecisionNotice, DecisionNoticeLayout, NoticeBlock, NoticeSection,
} from './decision/types';
export { declaredCalls, type DeclaredCall } from './pages/page-calls';
export type {
  Lien, LienType, Offer, OfferCosts, OfferChoice, OfferPreference, AddressSuggestion, OrgData, StoredDocument, BankAccountView, BankLookup, PageBrand, SvgNode, FlagData, FlagSwitch,
  LinkedAccountView, LinkSessionView, LinkSessionStarted, LinkPurpose, LinkProductName, LinkSessionState, LinkSessionError,
  NotaryAnswer, NotaryBooking, NotaryBookingState,
} from './api/contract';
export type { PageDeclaration, PagesFile, PageCall, PageInitialAnswers, MessagePage, FormPage, ComponentPage, MessageAction, MessageForm, PageNotice, LinkLauncher, PageLink } from './pages/types';
export { DataFileError, formatProblem, type DataProblem } from './data/data-problem';
export { routeStatus, applicationPagePath, type RouteDecision, type StatusRouteTable, type StatusRouteRow } from './routing/route-status';
export { runMachine, type StateMachine, type MachineResult } from './routing/run-machine';
export { nextPoll, pollDelay, type StatusLists, type PollStep } from './routing/statuses';
export { progressData, progressForPage, type ProgressData, type ProgressFile, type PageProgress } from './routing/progress';
export type { ApplicationStatus } from './routing/application-status';
export { decidePage, interruptsWait, routingContext, DASHBOARD_PAGE, type ApplicationRoutingData, type StatusSnapshot } from './routing/decide-page';
export { pageMove, type PageMove } from './routing/page-move';
export { toStepValidator } from './validation/to-step-validator';
export { API_ERROR_CODES, STAY_ON_PAGE_CODES, codeForStatus, isApiErrorCode, type ApiErrorCode } from './api/error-codes';
export { STUDIO_API, STUDIO_PAGE, STUDIO_PREVIEW_PAGE, isStudioPath } from './api/studio-paths';
export { buildBody, answersFromBody, additionalAnswers, additionalAnswerKeys, mappedAnswerKeys, type BodyMapping, type BodyPart, type AnswerPart, type StepAnswerKeys } from './mapping/body-mapping';
export { pointerTokens, readPointer, writePointer } from './mapping/json-pointer';
export { flowStepAnswerKeys } from './mapping/flow-step-answer-keys';
export { checkBodyMapping } from './data/check-body-mapping';
export { EMPTY_STORED_VALUES, isFreshVisit, REGISTRATION_STORAGE_KEYS } from './registration/fresh-visit';
export { buildCreateHelocBody, answersFromCreateHelocBody, type CreateHelocBody, type CreateHelocExtras, type ConsentRequest } from './registration/create-heloc-body';
export { applyStepDefaults } from './validation/apply-defaults';
export { hiddenFields, showWhenRules, withHiddenFields, withoutFields } from './validation/show-when';
export { uiComponentNames, uiComponentRefs, type UiComponentRef } from './data/ui-component-names';
export * from './calc';
export { validateBanners, BANNER_FORMAT_ERROR, BANNER_DEFAULT_ERROR, type BannerCheck } from './banners/validate-banners';
export { visibleBanners, currentDismissals, DEFAULT_MAX_BANNERS } from './banners/visible-banners';
export type { Banner, BannerDismissals } from './banners/types';
export { rolloutBucket, isInRollout, type Rollout } from './flags/rollout';
export { decideFlags, type FlagEntry, type FlagsSource, type FlagDecision, type ExperimentDecision, type FlagDecisions } from './flags/decide-flags';
export { termsLabelKey, type TermsLabelRule } from './brand/terms-label';
export { formatBusinessHours, type BusinessHoursEntry, type BusinessHoursRow, type BusinessHoursOptions } from './time/business-hours';
export { relativeTime, type RelativeTimeOptions } from './time/relative-time';
export {
  addCalendarDays, federalHolidays, hasRightToCancel, holidayDate, isRescissionBusinessDay, rescissionEndDate, texasEarliestClosingDate, weekdayOf,
  type ClosingConstants, type HolidayRule, type Weekday,
} from './time/closing-dates';
export {
  dateInZone, firstPaymentDate, midnightInZone, rescissionWindow, type FundingConstants, type RescissionWindow,
} from './time/funding-dates';
export {
  closingDocuments, closingDocumentsCopyKeys, closingFileNameValues, closingValueNames, closingValues, type ClosingDocument, type ClosingDocumentsLayout, type ClosingInput, type ClosingLayoutBlock,
} from './closing/closing-documents';
export { wallClockOf, zoneOffsetMinutes, zonedInstant } from './notary/zoned-time';
export { closesAtOffice, notaryTimeZone, type NotaryRules, type NotarySessionRules } from './notary/notary-rules';
export { isBookableNotarySlot, notarySlots, type SlotWindow } from './notary/notary-slots';
export { notaryOffer, type NotaryKind, type NotaryOffer, type NotaryOfferInput } from './notary/notary-offer';
export { formatSlot } from './notary/format-slot';
export { checkNotaryRules } from './notary/check-notary-rules';
export { esignConsentCopyKeys, esignConsentStatement, esignConsentValues, type EsignConsentLayout } from './closing/esign-consent';
export { END_MARKER_THRESHOLD, isEndReached, locationEvidence, signingReadiness, type SigningReadiness } from './closing/signing-readiness';
export { shortenWalletAddress, maskedAccount, WALLET_SHORTEN_ABOVE } from './format/masking';
export { formatPhoneDisplay } from './format/phone-display';
export { displayDate } from './format/display-date';
export { resolveRedirect, type RedirectTable, type RedirectRow, type RedirectContext, type RedirectTarget } from './shell/resolve-redirect';
export { applicationState, type ApplicationState, type DashboardStates, type DashboardStateRow } from './shell/application-state';
export { isSafeRedirect, safeRedirect } from './identity/safe-redirect';
export { matchesAccessPath, signInTarget, type AccessPath, type SignInApplication } from './identity/sign-in-target';
export { finishedRegistrationMove, finishedRegistrationTarget } from './identity/finished-registration';
export { appMenuLinks, type AppMenuRow, type AppMenuLink } from './shell/app-menu-links';
export { signerBarLinks, type SignerBarRow } from './shell/signer-bar-links';
export type { LoanOriginatorDisplay } from './shell/loan-originator';
export { STAFF_ROLES, CONSOLE_ACTIONS, isStaffRole, roleMay, actionsOf, knownStatuses, type StaffRole, type ConsoleAction, type ConsoleRoles } from './console/console-roles';
export { answerableCategories, signerConditionsOn, type ConditionAddressee, type SignerConditionsSetting } from './conditions/answerable-categories';
