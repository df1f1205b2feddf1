import type { ComponentType } from 'react';
import { findPage, type KNOWN_PAGE_COMPONENTS } from '../../engine/core';
import { loadStep } from '../../engine/render/load-step';
import { standaloneStepFile } from '../../engine/render/use-loaded-step';
import type { ApplicationPageProps } from './page-props';
import { pagesData } from './pages-data';
import { lazyPage, type LazyPage } from '../shell/fallback/lazy-page';

/** A page of the application, loaded on demand. */
export type ApplicationPageComponent = LazyPage<ComponentType<ApplicationPageProps>>;

/** The one component of every `message` and `next-step` page. */
const ApplicationMessagePage = lazyPage(() => import('./ApplicationMessagePage').then((m) => ({ default: m.ApplicationMessagePage })));
/** The one component of every `form` page. */
const ApplicationFormPage = lazyPage(() => import('./forms/ApplicationFormPage').then((m) => ({ default: m.ApplicationFormPage })));

/** The pages that need code (`kind: component` in flows/application/pages.json), by the name the data gives them. */
export const COMPONENT_PAGES: Record<(typeof KNOWN_PAGE_COMPONENTS)[number], ApplicationPageComponent> = {
  'product-select': lazyPage(() => import('./pages/ProductSelectPage').then((m) => ({ default: m.ProductSelectPage }))),
  assets: lazyPage(() => import('./pages/AssetsPage').then((m) => ({ default: m.AssetsPage }))),
  'prequal-winback': lazyPage(() => import('./pages/PrequalWinbackPage').then((m) => ({ default: m.PrequalWinbackPage }))),
  'app-summary': lazyPage(() => import('./pages/AppSummaryPage').then((m) => ({ default: m.AppSummaryPage }))),
  'income-review': lazyPage(() => import('./pages/IncomeReviewPage').then((m) => ({ default: m.IncomeReviewPage }))),
  'notary-intro': lazyPage(() => import('./pages/notary/NotaryIntroPage').then((m) => ({ default: m.NotaryIntroPage }))),
  'notary-schedule-manual': lazyPage(() => import('./pages/notary/NotaryScheduleManualPage').then((m) => ({ default: m.NotaryScheduleManualPage }))),
  'notary-reserve-manual': lazyPage(() => import('./pages/notary/NotaryReserveManualPage').then((m) => ({ default: m.NotaryReserveManualPage }))),
  'notary-session': lazyPage(() => import('./pages/notary/NotarySessionPage').then((m) => ({ default: m.NotarySessionPage }))),
  'notary-error': lazyPage(() => import('./pages/notary/NotaryErrorPage').then((m) => ({ default: m.NotaryErrorPage }))),
  'funding-complete': lazyPage(() => import('./pages/FundingCompletePage').then((m) => ({ default: m.FundingCompletePage }))),
  'signing-intro': lazyPage(() => import('./signing/SigningIntroPage').then((m) => ({ default: m.SigningIntroPage }))),
  'signing-sign': lazyPage(() => import('./signing/SigningSignPage').then((m) => ({ default: m.SigningSignPage }))),
  'signing-additional': lazyPage(() => import('./signing/SigningAdditionalPage').then((m) => ({ default: m.SigningAdditionalPage }))),
  'document-disclosures': lazyPage(() => import('./signing/DocumentDisclosuresPage').then((m) => ({ default: m.DocumentDisclosuresPage }))),
  conditions: lazyPage(() => import('../conditions/ConditionsPage').then((m) => ({ default: m.ConditionsPage }))),
};

/** The component of a page path under /{uuid}/, as flows/application/pages.json declares it; null when undeclared. */
export function pageComponent(page: string): ApplicationPageComponent | null {
  const declared = findPage(pagesData, page);
  if (!declared) return null;
  if (declared.kind === 'form') return ApplicationFormPage;
  if (declared.kind === 'component') return COMPONENT_PAGES[declared.component as keyof typeof COMPONENT_PAGES] ?? null;
  return ApplicationMessagePage;
}

/**
 * Starts loading what a page path under /{uuid}/ renders with: its component and, for a `form` page, its step (the
 * step's chunk, validators and widgets). Called while the session and the application are read, so the page decided
 * for that path renders at once instead of behind a loader.
 */
export function preloadApplicationPage(page: string): void {
  pageComponent(page)?.preload();
  const declared = findPage(pagesData, page);
  if (declared?.kind === 'form') void loadStep('application', standaloneStepFile(declared.step), declared.step).catch(() => undefined);
}
