/**
 * The browser entry, kept tiny: a page rendered ahead of time (the first registration step) is painted, and a press
 * on it answered by its early script (server/spa/early-input-script.ts), before the app's code is evaluated. The app's
 * chunks are fetched meanwhile (modulepreload links, scripts/vite/preload-app-chunks.ts) and evaluated after the first
 * frame, one stage per task (scripts/vite/start-stages.ts), so input is answered between them.
 */
const container = document.getElementById('root') as HTMLElement;
const prerendered = container.hasAttribute('data-rendered-at');

function afterFirstFrame(): Promise<void> {
  // A hidden tab paints no frame: start at once.
  if (!prerendered || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One module of each stage's chunk, in the order they are evaluated: React, the UI library, the form libraries. */
const STAGES = [() => import('react-dom/client'), () => import('@mui/material/Button'), () => import('json-logic-js')];

async function start() {
  await afterFirstFrame();
  if (prerendered) {
    for (const stage of STAGES) {
      await stage();
      await nextTask();
    }
  }
  const { startApp } = await import('./app/start-app');
  startApp(container);
}

void start();
