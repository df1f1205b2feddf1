/** flows/application/progress.json: the sidebar's progress bar. */
export interface ProgressData {
  steps: { labelKey: string; manualNotaryLabelKey?: string }[];
  values: Record<string, number>;
  pageProgress: Record<string, string>;
}

/** Where a page stands in the progress bar: its progress value, the step index and each step's label key. */
export interface PageProgress {
  value: string;
  index: number;
  labelKeys: string[];
}

/**
 * The progress of a page (platform spec §4 "Shell progress"): an exact `pageProgress` key wins over a 'prefix/*' key;
 * unlisted pages are INITIAL. With `manualNotary` the notary step and value use their manual variants. Pure.
 */
export function progressForPage(data: ProgressData, page: string, manualNotary = false): PageProgress {
  const exact = data.pageProgress[page];
  const prefix = Object.entries(data.pageProgress).find(([key]) => key.endsWith('/*') && page.startsWith(key.slice(0, -1)));
  let value = exact ?? prefix?.[1] ?? 'INITIAL';
  if (manualNotary && value === 'ENOTARY') value = 'MANUAL_NOTARY';
  const labelKeys = data.steps.map((s) => (manualNotary && s.manualNotaryLabelKey ? s.manualNotaryLabelKey : s.labelKey));
  return { value, index: data.values[value] ?? 0, labelKeys };
}
