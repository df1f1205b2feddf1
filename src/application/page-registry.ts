import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { findPage, type KNOWN_PAGE_COMPONENTS } from '../../engine/core';
import type { ApplicationPageProps } from './page-props';
import { pagesData } from './pages-data';

/** A page of the application, loaded on demand. */
export type ApplicationPageComponent = LazyExoticComponent<ComponentType<ApplicationPageProps>>;

type PageModule = Promise<{ default: ComponentType<ApplicationPageProps> }>;
type ComponentName = (typeof KNOWN_PAGE_COMPONENTS)[number];

/** The one component of every `message` and `next-step` page. */
const loadMessagePage = (): PageModule => import('./ApplicationMessagePage').then((m) => ({ default: m.ApplicationMessagePage }));
/** The one component of every `form` page. */
const loadFormPage = (): PageModule => import('./forms/ApplicationFormPage').then((m) => ({ default: m.ApplicationFormPage }));

/** The code of the pages that need code (`kind: component` in flows/application/pages.json), by the name the data gives them. */
const COMPONENT_LOADERS: Record<ComponentName, () => PageModule> = {
  'product-select': () => import('./pages/ProductSelectPage').then((m) => ({ default: m.ProductSelectPage })),
  assets: () => import('./pages/AssetsPage').then((m) => ({ default: m.AssetsPage })),
  'prequal-winback': () => import('./pages/PrequalWinbackPage').then((m) => ({ default: m.PrequalWinbackPage })),
  'app-summary': () => import('./pages/AppSummaryPage').then((m) => ({ default: m.AppSummaryPage })),
  'income-review': () => import('./pages/IncomeReviewPage').then((m) => ({ default: m.IncomeReviewPage })),
  'notary-intro': () => import('./pages/notary/NotaryIntroPage').then((m) => ({ default: m.NotaryIntroPage })),
  'notary-schedule-manual': () => import('./pages/notary/NotaryScheduleManualPage').then((m) => ({ default: m.NotaryScheduleManualPage })),
  'notary-reserve-manual': () => import('./pages/notary/NotaryReserveManualPage').then((m) => ({ default: m.NotaryReserveManualPage })),
  'notary-session': () => import('./pages/notary/NotarySessionPage').then((m) => ({ default: m.NotarySessionPage })),
  'notary-error': () => import('./pages/notary/NotaryErrorPage').then((m) => ({ default: m.NotaryErrorPage })),
  'funding-complete': () => import('./pages/FundingCompletePage').then((m) => ({ default: m.FundingCompletePage })),
  'signing-intro': () => import('./signing/SigningIntroPage').then((m) => ({ default: m.SigningIntroPage })),
  'signing-sign': () => import('./signing/SigningSignPage').then((m) => ({ default: m.SigningSignPage })),
  'signing-additional': () => import('./signing/SigningAdditionalPage').then((m) => ({ default: m.SigningAdditionalPage })),
  'document-disclosures': () => import('./signing/DocumentDisclosuresPage').then((m) => ({ default: m.DocumentDisclosuresPage })),
  conditions: () => import('../conditions/ConditionsPage').then((m) => ({ default: m.ConditionsPage })),
};

const ApplicationMessagePage = lazy(loadMessagePage);
const ApplicationFormPage = lazy(loadFormPage);

/** The pages that need code, by the name the data gives them, loaded on demand. */
export const COMPONENT_PAGES = Object.fromEntries(
  Object.entries(COMPONENT_LOADERS).map(([name, load]) => [name, lazy(load)]),
) as Record<ComponentName, ApplicationPageComponent>;

/** The loader of a page path's code under /{uuid}/, as flows/application/pages.json declares it; null when undeclared. */
function pageLoader(page: string): (() => PageModule) | null {
  const declared = findPage(pagesData, page);
  if (!declared) return null;
  if (declared.kind === 'form') return loadFormPage;
  if (declared.kind === 'component') return COMPONENT_LOADERS[declared.component as ComponentName] ?? null;
  return loadMessagePage;
}

/** Starts loading a page's code ahead of its render (the same modules its component loads); nothing when undeclared. */
export function preloadPageCode(page: string): void {
  void pageLoader(page)?.().catch(() => undefined);
}

/** The component of a page path under /{uuid}/, as flows/application/pages.json declares it; null when undeclared. */
export function pageComponent(page: string): ApplicationPageComponent | null {
  const declared = findPage(pagesData, page);
  if (!declared) return null;
  if (declared.kind === 'form') return ApplicationFormPage;
  if (declared.kind === 'component') return COMPONENT_PAGES[declared.component as ComponentName] ?? null;
  return ApplicationMessagePage;
}
