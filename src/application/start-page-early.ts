import { callPath, findPage } from '../../engine/core';
import { loadStep } from '../../engine/render/load-step';
import { standaloneStepFile } from '../../engine/render/use-loaded-step';
import { primeGet } from '../api/client';
import { PROFILE_PATH } from '../api/profile-api';
import { applicationReadPath } from '../api/registration-api';
import { preloadPageCode } from './page-registry';
import { pagesData } from './pages-data';

/**
 * Starts together, as the app starts on an application page (`/account/heloc/{uuid}/{page}`), what that page would
 * otherwise wait for one after another: the page host's code, the application and profile reads (the host's first
 * reads take their answers), the code of the page the address names, and for a form page its step with its widgets
 * and the read its first answers come from. When the status has moved on to another page, only this page's code was
 * loaded in vain.
 */
export function startApplicationPageEarly(uuid: string, page: string): void {
  void import('./ApplicationHost').catch(() => undefined);
  primeGet(applicationReadPath(uuid));
  primeGet(PROFILE_PATH);
  if (!page) return;
  preloadPageCode(page);
  const declared = findPage(pagesData, page);
  if (declared?.kind !== 'form') return;
  void loadStep('application', standaloneStepFile(declared.step), declared.step).catch(() => undefined);
  if (declared.initialAnswers?.load) primeGet(callPath({ path: declared.initialAnswers.load }, uuid));
}
