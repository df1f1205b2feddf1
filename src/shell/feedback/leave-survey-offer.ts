import config from '../../../flows/platform/leave-survey.json';
import { shouldOfferLeaveSurvey, type LeaveSurveyConfig } from './leave-survey-rule';

/** The leave survey's data (flows/platform/leave-survey.json). */
export const leaveSurveyConfig: LeaveSurveyConfig = config;

function offeredBefore(): boolean {
  try {
    return localStorage.getItem(config.storageKey) !== null;
  } catch {
    return true;
  }
}

/**
 * Decides, at logout on `pathname`, whether to offer the leave survey; when it does, remembers in local storage that
 * it was offered, so it is never offered again in this browser.
 */
export function claimLeaveSurveyOffer(pathname: string): boolean {
  if (!shouldOfferLeaveSurvey(pathname, config, offeredBefore())) return false;
  try {
    localStorage.setItem(config.storageKey, new Date().toISOString());
  } catch {
    // Storage refused (private mode): offered this once anyway.
  }
  return true;
}
