import { createContext, useContext, useEffect } from 'react';

/**
 * What React calls with each click and submit it dispatches on a hydrated page (the frame's outer element listens in
 * the capture phase): a press the page's early script held is then not pressed again (src/app/early-input.ts).
 */
export const PressAnsweredContext = createContext<((event: Event) => void) | null>(null);

/** What runs once the page content (inside the routes' Suspense boundary) has committed, hydrated or rendered. */
export const ContentCommitContext = createContext<(() => void) | null>(null);

/**
 * Placed inside the routes' Suspense boundary: when hydrating, React hydrates that boundary in its own pass after
 * the frame, so only an effect in there knows that the page's inputs are React's. Renders nothing.
 */
export function ContentCommitted() {
  const onCommit = useContext(ContentCommitContext);
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}
