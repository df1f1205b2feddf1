import { ThemeProvider, type Theme } from '@mui/material/styles';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StepForm, type StepFormProps } from './StepForm';

const noop = () => undefined;

/** Runs `fn` once the browser is idle (at most 2 s later); answers a cancel function. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 200);
  return () => window.clearTimeout(id);
}

/**
 * Renders a step once, off the document, when the browser is idle, and keeps it until the returned function is
 * called: its widgets' code is fetched and compiled and the styles it needs are in the page, so showing the step for
 * real (the next step, on Continue) is only its own render. Nothing of it is in the document, and it answers nothing.
 */
export function warmUpStep(props: Omit<StepFormProps, 'onAnswersChange' | 'onContinue' | 'onBack'>, theme: Theme): () => void {
  let root: Root | null = null;
  const cancelIdle = whenIdle(() => {
    const detached = createRoot(document.createElement('div'));
    root = detached;
    // A transition: React renders it in slices and puts the borrower's input first.
    startTransition(() => detached.render(
      <ThemeProvider theme={theme}>
        <StepForm {...props} onAnswersChange={noop} onContinue={noop} onBack={noop} />
      </ThemeProvider>,
    ));
  });
  return () => {
    cancelIdle();
    const mounted = root;
    root = null;
    // Unmounting inside another root's commit is not allowed: after the current task.
    if (mounted) window.setTimeout(() => mounted.unmount(), 0);
  };
}
