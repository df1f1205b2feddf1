import type { PagesFile } from '../pages/types';

/** flows/application/progress.json: the sidebar's progress bar. */
export interface ProgressFile {
  steps: { labelKey: string; manualNotaryLabelKey?: string }[];
  values: Record<string, number>;
}

/** The progress bar and, by page path (a key ending in '/*' covers every page under it), each page's progress value. */
export interface ProgressData extends ProgressFile {
  pageProgress: Record<string, string>;
}

/** Where a page stands in the progress bar: its progress value, the step index and each step's label key. */
export interface PageProgress {
  value: string;
  index: number;
  labelKeys: string[];
}

/** The progress bar with each declared page's `progress` (flows/application/pages.json). Pure. */
export function progressData(file: ProgressFile, pages: PagesFile): ProgressData {
  const pageProgress = Object.fromEntries(Object.entries(pages.pages ?? {}).map(([path, page]) => [path, page.progress]));
  return { steps: file.steps, values: file.values, pageProgress };
}

/**
 * The progress of a page (platform spec §4 "Shell progress"): an exact `pageProgress` key wins over the longest
 * 'prefix/*' key; an undeclared page is INITIAL. With `manualNotary` the notary step and value use their manual
 * variants, as on a page of the manual path (MANUAL_NOTARY). Pure.
 */
export function progressForPage(data: ProgressData, page: string, manualNotary = false): PageProgress {
  const exact = data.pageProgress[page];
  const prefix = Object.keys(data.pageProgress)
    .filter((key) => key.endsWith('/*') && page.startsWith(key.slice(0, -1)))
    .sort((a, b) => b.length - a.length)[0];
  let value = exact ?? (prefix ? data.pageProgress[prefix] : undefined) ?? 'INITIAL';
  if (manualNotary && value === 'ENOTARY') value = 'MANUAL_NOTARY';
  // A page of the manual path (progress MANUAL_NOTARY) names the step by its manual variant before it is booked, too.
  const manual = manualNotary || value === 'MANUAL_NOTARY';
  const labelKeys = data.steps.map((s) => (manual && s.manualNotaryLabelKey ? s.manualNotaryLabelKey : s.labelKey));
  return { value, index: data.values[value] ?? 0, labelKeys };
}
