/**
 * The browser entry, kept tiny: a page rendered ahead of time (the first registration step) is painted, and a press
 * on it answered by its early script (server/spa/early-input-script.ts), before the app's code is evaluated. The app's
 * chunks are fetched meanwhile (modulepreload links put in the head once the page is parsed,
 * scripts/vite/preload-app-chunks.ts) and evaluated after the first
 * frames, one stage per task with a painted frame between stages (scripts/vite/start-stages.ts), so a press is
 * answered, and its answer shown, between them. Any other page (nothing rendered ahead of time) starts at once.
 */
const container = document.getElementById('root') as HTMLElement;

// The app's chunks start loading now that the page is parsed (their links wait in an inert template,
// scripts/vite/preload-app-chunks.ts): in the head, they held back the parsing and painting of the page.
const chunks = document.getElementById('app-chunks');
if (chunks instanceof HTMLTemplateElement) document.head.append(chunks.content);
const prerendered = container.hasAttribute('data-rendered-at');

/**
 * Resolves in a task after the next frame has been painted, so what the page showed meanwhile (the first input, or the
 * errors the early script put in after a press) reaches the screen before more of the app's code runs. A hidden tab
 * paints no frame: it goes on at once.
 */
function afterNextFrame(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * One module of each stage's chunk, in the order they are evaluated: React, the styling libraries (emotion, MUI's
 * system), MUI's components, the form libraries.
 */
const STAGES = [
  () => import('react-dom/client'),
  () => import('@mui/system/createStyled'),
  () => import('@mui/material/Button'),
  () => import('json-logic-js'),
];

async function start() {
  if (prerendered) {
    await afterNextFrame();
    for (const stage of STAGES) {
      await afterNextFrame();
      await stage();
    }
    await afterNextFrame();
  }
  const { startApp } = await import('./app/start-app');
  startApp(container);
}

void start();
