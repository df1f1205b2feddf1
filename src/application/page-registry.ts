import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { findPage, type KNOWN_PAGE_COMPONENTS } from '../../engine/core';
import type { ApplicationPageProps } from './page-props';
import { pagesData } from './pages-data';

/** A page of the application, loaded on demand. */
export type ApplicationPageComponent = LazyExoticComponent<ComponentType<ApplicationPageProps>>;

/** The one component of every `message` and `next-step` page. */
const ApplicationMessagePage = lazy(() => import('./ApplicationMessagePage').then((m) => ({ default: m.ApplicationMessagePage })));
/** The one component of every `form` page. */
const ApplicationFormPage = lazy(() => import('./forms/ApplicationFormPage').then((m) => ({ default: m.ApplicationFormPage })));

/** The pages that need code (`kind: component` in flows/application/pages.json), by the name the data gives them. */
export const COMPONENT_PAGES: Record<(typeof KNOWN_PAGE_COMPONENTS)[number], ApplicationPageComponent> = {
  'product-select': lazy(() => import('./pages/ProductSelectPage').then((m) => ({ default: m.ProductSelectPage }))),
  assets: lazy(() => import('./pages/AssetsPage').then((m) => ({ default: m.AssetsPage }))),
  'prequal-winback': lazy(() => import('./pages/PrequalWinbackPage').then((m) => ({ default: m.PrequalWinbackPage }))),
  'app-summary': lazy(() => import('./pages/AppSummaryPage').then((m) => ({ default: m.AppSummaryPage }))),
  'income-review': lazy(() => import('./pages/IncomeReviewPage').then((m) => ({ default: m.IncomeReviewPage }))),
  'notary-intro': lazy(() => import('./pages/notary/NotaryIntroPage').then((m) => ({ default: m.NotaryIntroPage }))),
  'notary-schedule-manual': lazy(() => import('./pages/notary/NotaryScheduleManualPage').then((m) => ({ default: m.NotaryScheduleManualPage }))),
  'notary-reserve-manual': lazy(() => import('./pages/notary/NotaryReserveManualPage').then((m) => ({ default: m.NotaryReserveManualPage }))),
  'notary-session': lazy(() => import('./pages/notary/NotarySessionPage').then((m) => ({ default: m.NotarySessionPage }))),
  'notary-error': lazy(() => import('./pages/notary/NotaryErrorPage').then((m) => ({ default: m.NotaryErrorPage }))),
  'funding-complete': lazy(() => import('./pages/FundingCompletePage').then((m) => ({ default: m.FundingCompletePage }))),
  'signing-intro': lazy(() => import('./signing/SigningIntroPage').then((m) => ({ default: m.SigningIntroPage }))),
  'signing-sign': lazy(() => import('./signing/SigningSignPage').then((m) => ({ default: m.SigningSignPage }))),
  'signing-additional': lazy(() => import('./signing/SigningAdditionalPage').then((m) => ({ default: m.SigningAdditionalPage }))),
  'document-disclosures': lazy(() => import('./signing/DocumentDisclosuresPage').then((m) => ({ default: m.DocumentDisclosuresPage }))),
  conditions: lazy(() => import('../conditions/ConditionsPage').then((m) => ({ default: m.ConditionsPage }))),
};

/** The component of a page path under /{uuid}/, as flows/application/pages.json declares it; null when undeclared. */
export function pageComponent(page: string): ApplicationPageComponent | null {
  const declared = findPage(pagesData, page);
  if (!declared) return null;
  if (declared.kind === 'form') return ApplicationFormPage;
  if (declared.kind === 'component') return COMPONENT_PAGES[declared.component as keyof typeof COMPONENT_PAGES] ?? null;
  return ApplicationMessagePage;
}
