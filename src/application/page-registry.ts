import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { findMessagePage } from './message-pages';
import type { ApplicationPageProps } from './page-props';

/** A page of the application, loaded on demand. */
export type ApplicationPageComponent = LazyExoticComponent<ComponentType<ApplicationPageProps>>;

/** The one component of every page in MESSAGE_PAGES. */
const ApplicationMessagePage = lazy(() => import('./ApplicationMessagePage').then((m) => ({ default: m.ApplicationMessagePage })));

/** The form and offer pages: page path → component (src/application/pages/). */
export const FORM_PAGES: Record<string, ApplicationPageComponent> = {
  liens: lazy(() => import('./pages/LiensPage').then((m) => ({ default: m.LiensPage }))),
  'product/select': lazy(() => import('./pages/ProductSelectPage').then((m) => ({ default: m.ProductSelectPage }))),
  'product/assets': lazy(() => import('./pages/AssetsPage').then((m) => ({ default: m.AssetsPage }))),
  'product/prequal-winback': lazy(() => import('./pages/PrequalWinbackPage').then((m) => ({ default: m.PrequalWinbackPage }))),
  'start/profile': lazy(() => import('./pages/ProfileFormPage').then((m) => ({ default: m.ProfileFormPage }))),
  'start/contact': lazy(() => import('./pages/ContactFormPage').then((m) => ({ default: m.ContactFormPage }))),
  'start/hmda': lazy(() => import('./pages/HmdaFormPage').then((m) => ({ default: m.HmdaFormPage }))),
  'start/app-summary': lazy(() => import('./pages/AppSummaryPage').then((m) => ({ default: m.AppSummaryPage }))),
};

/** The component of a page path under /{uuid}/: a form page, else the message page when the table has it; null otherwise. Pure. */
export function pageComponent(page: string): ApplicationPageComponent | null {
  return FORM_PAGES[page] ?? (findMessagePage(page) ? ApplicationMessagePage : null);
}
