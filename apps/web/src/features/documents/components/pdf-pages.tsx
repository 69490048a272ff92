import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { pageLayout, sideCrop, type TextSpan } from './pdf-layout';

/**
 * pdf.js (about 125 KB gzipped) and its worker load on the first PDF shown,
 * not with the pages. The worker is its own file in the build (Vite's ?url),
 * so parsing runs off the main thread.
 */
async function loadPdfjs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/** Where the page's text lies, so its empty side margins can be left off. */
async function textSpans(page: PDFPageProxy): Promise<TextSpan[]> {
  const content = await page.getTextContent();
  const left = page.view[0] ?? 0;
  return content.items.flatMap((item) =>
    'transform' in item && item.str.trim()
      ? [{ x: (item.transform[4] as number) - left, width: item.width }]
      : [],
  );
}

async function renderPages(
  pdf: PDFDocumentProxy,
  host: HTMLElement,
  width: number,
  isCancelled: () => boolean,
) {
  for (let number = 1; number <= pdf.numPages; number += 1) {
    if (isCancelled()) return;
    const page = await pdf.getPage(number);
    const base = page.getViewport({ scale: 1 });
    const crop = sideCrop(base.width, await textSpans(page));
    const layout = pageLayout(base, width, window.devicePixelRatio, crop);
    const viewport = page.getViewport({
      scale: layout.renderScale,
      offsetX: -layout.offsetX * layout.renderScale,
    });
    const canvas = document.createElement('canvas');
    canvas.className = 'pdf-page';
    canvas.width = layout.canvasWidth;
    canvas.height = layout.canvasHeight;
    canvas.style.aspectRatio = `${layout.canvasWidth} / ${layout.canvasHeight}`;
    canvas.dataset.testid = `pdf-page-${number}`;
    canvas.dataset.scale = layout.cssScale.toFixed(3);
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `${number} / ${pdf.numPages}`);
    if (isCancelled()) return;
    host.append(canvas);
    await page.render({ canvas, viewport }).promise;
    page.cleanup();
  }
}

/** The host's width in CSS pixels, again when the phone turns or the window is resized. */
function useWidth(host: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const measure = () => setWidth(Math.round(element.clientWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [host]);
  return width;
}

/**
 * Renders every page of a PDF as canvases as wide as the screen, its text box
 * fitted to the phone's width and drawn at the device's pixel ratio (pdf.js);
 * drawn again when the width changes.
 */
export function PdfPages({ data, onRendered }: { data: Uint8Array; onRendered?: (pages: number) => void }) {
  const { t } = useTranslation();
  const host = useRef<HTMLElement>(null);
  const [state, setState] = useState<'rendering' | 'done' | 'failed'>('rendering');
  const done = useRef(onRendered);
  done.current = onRendered;

  const width = useWidth(host);

  useEffect(() => {
    const element = host.current;
    if (!element || width === 0) return;
    let cancelled = false;
    let destroy = () => {};
    loadPdfjs()
      .then((pdfjs) => {
        if (cancelled) return null;
        // pdf.js takes ownership of the bytes it is given: hand it a copy
        const task = pdfjs.getDocument({ data: data.slice(), isEvalSupported: false });
        destroy = () => void task.destroy();
        return task.promise;
      })
      .then(async (pdf) => {
        if (!pdf) return;
        await renderPages(pdf, element, width, () => cancelled);
        if (cancelled) return;
        setState('done');
        done.current?.(pdf.numPages);
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      element.replaceChildren();
      destroy();
    };
  }, [data, width]);

  return (
    <>
      {state === 'rendering' ? <p className="card__hint pdf-status">{t('documents.pdfRendering')}</p> : null}
      {state === 'failed' ? (
        <p className="withdraw-problem" role="alert" data-testid="pdf-failed">
          {t('documents.pdfFailed')}
        </p>
      ) : null}
      <section
        ref={host}
        className="pdf-pages"
        data-testid="pdf-pages"
        data-state={state}
        aria-label={t('documents.pdfPages')}
      />
    </>
  );
}
