import data from '../../flows/platform/signer-pages.json';

/** One task of the signer (flows/platform/signer-pages.json `tasks`). */
export interface SignerTask {
  id: string;
  labelKey: string;
  /** The signer statuses in which the task is done. */
  doneWhen?: string[];
}

/** One page of the signer (flows/platform/signer-pages.json `pages`; schemas/signer-pages.schema.json). */
export interface SignerPageData {
  id: string;
  path: string;
  titleKey: string;
  bodyKey: string;
  loadsTasks: boolean;
  showsTasks?: boolean;
  goWhen?: Partial<Record<'ACTIVE' | 'CANCELLED', string>>;
  action?: { labelKey: string; to: string };
}

/** The signer's pages as data. */
export const signerPages = data as { loadError: string; tasks: SignerTask[]; pages: SignerPageData[] };

/** Whether a task is done for a signer status. Pure. */
export const taskDone = (task: SignerTask, signerStatus: string): boolean => (task.doneWhen ?? []).includes(signerStatus);

/** Where a page sends the browser for the task view's state, or null to stay. Pure. */
export const pageRedirect = (page: SignerPageData, state: 'ACTIVE' | 'CANCELLED'): string | null => page.goWhen?.[state] ?? null;
