import data from '../../flows/platform/signer-pages.json';

/** One task of the signer (flows/platform/signer-pages.json `tasks`). */
export interface SignerTask {
  id: string;
  labelKey: string;
  /** The signer statuses in which the task is done (besides the task view's `done` list). */
  doneWhen?: string[];
  /** The page where the task is done. */
  path?: string;
}

/** The keys of a page's `goWhen`: the task view's state, then whether the signer signed. */
export type SignerGoKey = 'ACTIVE' | 'CANCELLED' | 'SIGNED' | 'UNSIGNED';

/** One page of the signer (flows/platform/signer-pages.json `pages`; schemas/signer-pages.schema.json). */
export interface SignerPageData {
  id: string;
  path: string;
  titleKey: string;
  bodyKey: string;
  loadsTasks: boolean;
  showsTasks?: boolean;
  /** The page's own part below its words. */
  component?: 'identity' | 'documents' | 'certificate';
  goWhen?: Partial<Record<SignerGoKey, string>>;
  action?: { labelKey: string; to: string; toNextTask?: boolean };
}

/** What the page rules read of the signer's task view. */
export interface SignerProgress {
  state: 'ACTIVE' | 'CANCELLED';
  signer: { status: string; signed: boolean };
  done?: string[];
}

/** The signer's pages as data. */
export const signerPages = data as { loadError: string; tasks: SignerTask[]; pages: SignerPageData[] };

/** signer-pages.json `conditions`: the signer's conditions pages, their flag, where they go without it, and the task pages that tell of open ones. */
export const signerConditionsSettings = (data as unknown as { conditions: { path: string; flag: string; locations: string[]; otherwise: string; noticeOn: string[] } }).conditions;

/** Whether a task is done: a status of its `doneWhen`, or listed done by the task view. Pure. */
export const taskDone = (task: SignerTask, signerStatus: string, done: readonly string[] = []): boolean =>
  (task.doneWhen ?? []).includes(signerStatus) || done.includes(task.id);

/** Where a page sends the browser for the task view (its state first, then whether the signer signed), or null to stay. Pure. */
export function pageRedirect(page: SignerPageData, view: SignerProgress | SignerProgress['state']): string | null {
  const progress = typeof view === 'string' ? null : view;
  const state = typeof view === 'string' ? view : view.state;
  const byState = page.goWhen?.[state];
  if (byState || !progress) return byState ?? null;
  return page.goWhen?.[progress.signer.signed ? 'SIGNED' : 'UNSIGNED'] ?? null;
}

/** Where a page's action leads: its `to`, or with `toNextTask` the first task not done (null once all are). Pure. */
export function actionTarget(page: SignerPageData, view: SignerProgress | null): string | null {
  if (!page.action) return null;
  if (!page.action.toNextTask || !view) return page.action.to;
  const next = signerPages.tasks.find((t) => !taskDone(t, view.signer.status, view.done));
  return next ? next.path ?? page.action.to : null;
}
