import { createContext } from 'react';

/**
 * The id of the step whose errors show from its first render, as after a Continue: the first registration step when
 * the borrower pressed Continue on it before the app ran and the page's early script already showed the errors
 * rendered ahead of time (server/spa/early-input-script.ts); the app then hydrates that markup as it is. Null otherwise.
 */
export const ErrorsShownFirstContext = createContext<string | null>(null);
