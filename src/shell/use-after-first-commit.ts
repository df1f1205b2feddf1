import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true from the render after the first commit (a transition: input comes first). What
 * needs only the client renders then: a hydration renders no more than the markup sent.
 */
export function useAfterFirstCommit(): boolean {
  const [committed, setCommitted] = useState(false);
  useEffect(() => startTransition(() => setCommitted(true)), []);
  return committed;
}
