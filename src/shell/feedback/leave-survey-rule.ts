/** flows/platform/leave-survey.json: where the leave survey is offered, the event it sends and where "offered" is kept. */
export interface LeaveSurveyConfig {
  storageKey: string;
  event: string;
  pages: string[];
}

const APPLICATION_PAGE = /^\/account\/heloc\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(.+?)\/?$/i;

/**
 * Whether a path is one of the application pages the survey is offered on: the part after /account/heloc/{uuid}/
 * equals a listed page or starts with it followed by '/' (so 'signing' covers signing/intro). Pure.
 */
export function isLeaveSurveyPage(pathname: string, pages: readonly string[]): boolean {
  const page = APPLICATION_PAGE.exec(pathname)?.[1];
  if (!page) return false;
  return pages.some((p) => page === p || page.startsWith(`${p}/`));
}

/** Platform §4 "Other": offer the survey on logout only on the listed pages, and only if never offered before. Pure. */
export function shouldOfferLeaveSurvey(pathname: string, config: Pick<LeaveSurveyConfig, 'pages'>, offeredBefore: boolean): boolean {
  return !offeredBefore && isLeaveSurveyPage(pathname, config.pages);
}
