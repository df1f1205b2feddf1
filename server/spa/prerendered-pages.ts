import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EARLY_ERRORS_TEMPLATE, EARLY_INPUT_SCRIPT } from './early-input-script';
import { escapeHtml, type OrgData } from './page-data';

/** One page rendered at build time (scripts/prerender-first-steps.ts): for one path and one brand's page data. */
export interface PrerenderedPage {
  path: string;
  /** prerenderKey of the page data it was rendered for. */
  key: string;
  /** The markup of #root. */
  html: string;
  /** What goes into the head: emotion's style tags for the markup and the resource hints React put before it. */
  head: string;
  /** The markup of #root after a Continue on the empty first step (its errors shown), when it differs. */
  errored?: string;
  /** The id of the step `errored` shows the errors of. */
  stepId?: string;
}

/**
 * What a page's first render depends on besides its path: the organisation object (without the request's base URL)
 * and the flags. A page is served only for exactly the data it was rendered with, so a brand or flag file changed
 * after the build simply goes without. Pure.
 */
export function prerenderKey(orgData: OrgData, flags: unknown): string {
  const { baseUrl: _requestOnly, ...org } = orgData;
  return createHash('sha256').update(JSON.stringify([org, flags])).digest('base64url');
}

/** The folder under dist/ the pages are written to. */
export const PRERENDER_FOLDER = 'prerendered';

/** Reads every prerendered page of a build, by `path key`; empty without any. */
export function loadPrerenderedPages(distDir: string): Map<string, PrerenderedPage> {
  const dir = join(distDir, PRERENDER_FOLDER);
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    for (const page of JSON.parse(readFileSync(join(dir, name), 'utf8')) as PrerenderedPage[]) pages.set(`${page.path} ${page.key}`, page);
  }
  return pages;
}

/**
 * The page for a request: its path exactly (any query but `step`, which asks for another step), rendered for the
 * same page data. Null when there is none.
 */
export function prerenderedPageFor(pages: Map<string, PrerenderedPage>, url: string, key: string): PrerenderedPage | null {
  const [path, query = ''] = url.split('?');
  if (new URLSearchParams(query).has('step')) return null;
  return pages.get(`${path} ${key}`) ?? null;
}

/**
 * Writes a prerendered page into the app's index.html: its head tags and the early-input script before `</head>`,
 * its markup into the empty root element, marked with the path it was rendered at, and the errored markup (if any)
 * in an inert template before it, which the early-input script shows on a Continue pressed before the app runs: a
 * template after the step could still be in the parser's hands when the step's Continue is pressed. Pure.
 */
export function injectPrerendered(html: string, page: PrerenderedPage): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root) || !/<\/head>/i.test(html)) return html;
  const errored = page.errored && page.stepId
    ? `<template id="${EARLY_ERRORS_TEMPLATE}" data-step="${escapeHtml(page.stepId)}">${page.errored}</template>`
    : '';
  const rendered = `${errored}<div id="root" data-rendered-at="${escapeHtml(page.path)}">${page.html}</div>`;
  return html
    .replace(/<\/head>/i, () => `${page.head}<script>${EARLY_INPUT_SCRIPT}</script></head>`)
    .replace(root, () => rendered);
}
