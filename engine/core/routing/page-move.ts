/** How the application host moves the URL onto the decided page: not at all, a new history entry, or in place. */
export type PageMove = 'stay' | 'push' | 'replace';

/**
 * How the host gets from the page of the URL to the decided one. The same page: stay. The page was shown on this very
 * history entry and the status then moved on (the borrower submitted it, or polling settled): a new entry, so browser
 * Back returns to the page passed. Anything else (the bare application URL, a typed link, a Back or Forward onto a
 * page the status no longer allows): replace the entry, so Back never bounces forward in a loop. Pure.
 */
export function pageMove(currentPage: string, decidedPage: string, shownOnThisEntry: boolean): PageMove {
  if (currentPage === decidedPage) return 'stay';
  return shownOnThisEntry && currentPage !== '' ? 'push' : 'replace';
}
