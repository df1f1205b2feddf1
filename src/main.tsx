/**
 * The browser entry, kept tiny: a page rendered ahead of time (the first registration step) is painted, and a press
 * on it answered by its early script (server/spa/early-input-script.ts), before the app's code is evaluated. The app's
 * chunk is fetched meanwhile (a modulepreload link, scripts/vite/preload-app-chunks.ts) and run after the first frame.
 */
const container = document.getElementById('root') as HTMLElement;

function afterFirstFrame(): Promise<void> {
  // A hidden tab paints no frame: start at once.
  if (!container.hasAttribute('data-rendered-at') || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstFrame()
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp(container));
