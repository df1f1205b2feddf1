import { GlobalWorkerOptions, TextLayer, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** The widest a page is drawn, in CSS pixels (platform spec §2: maximum width 700). */
export const MAX_PAGE_WIDTH = 700;

/** Opens PDF bytes with pdf.js (its worker; no eval, as the page's CSP forbids it). The bytes are copied: pdf.js takes them over. */
export function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false }).promise;
}

/**
 * Draws every page of `pdf` into `container`, each a canvas at the container's width (at most MAX_PAGE_WIDTH) with
 * pdf.js's text layer over it (screen readers and text selection), labelled "Page n of m". Stops when `cancelled()`.
 */
export async function renderPdfPages(pdf: PDFDocumentProxy, container: HTMLElement, pageLabel: (page: number, pages: number) => string, cancelled: () => boolean): Promise<void> {
  const width = Math.min(container.clientWidth || MAX_PAGE_WIDTH, MAX_PAGE_WIDTH);
  const ratio = window.devicePixelRatio || 1;
  for (let n = 1; n <= pdf.numPages; n += 1) {
    if (cancelled()) return;
    const page = await pdf.getPage(n);
    const scale = width / page.getViewport({ scale: 1 }).width;
    const viewport = page.getViewport({ scale });
    const wrapper = document.createElement('div');
    wrapper.className = 'pdf-page';
    wrapper.setAttribute('role', 'group');
    wrapper.setAttribute('aria-label', pageLabel(n, pdf.numPages));
    wrapper.style.setProperty('--total-scale-factor', String(scale));
    wrapper.style.setProperty('--scale-round-x', '1px');
    wrapper.style.setProperty('--scale-round-y', '1px');
    wrapper.style.width = `${Math.floor(viewport.width)}px`;
    wrapper.style.height = `${Math.floor(viewport.height)}px`;
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    canvas.setAttribute('aria-hidden', 'true');
    const text = document.createElement('div');
    text.className = 'textLayer';
    wrapper.append(canvas, text);
    container.append(wrapper);
    await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
    await new TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport }).render();
  }
}
