import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';

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

/** Device pixels per CSS pixel for the canvases; capped so a long document stays light on memory. */
const outputScale = () => Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);

async function renderPages(pdf: PDFDocumentProxy, host: HTMLElement, isCancelled: () => boolean) {
  const width = host.clientWidth;
  for (let number = 1; number <= pdf.numPages; number += 1) {
    if (isCancelled()) return;
    const page = await pdf.getPage(number);
    const base = page.getViewport({ scale: 1 });
    const scale = width / base.width;
    const viewport = page.getViewport({ scale: scale * outputScale() });
    const canvas = document.createElement('canvas');
    canvas.className = 'pdf-page';
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.aspectRatio = `${viewport.width} / ${viewport.height}`;
    canvas.dataset.testid = `pdf-page-${number}`;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `${number} / ${pdf.numPages}`);
    host.append(canvas);
    await page.render({ canvas, viewport }).promise;
    page.cleanup();
  }
}

/** Renders every page of a PDF as canvases as wide as the screen (pdf.js). */
export function PdfPages({ data, onRendered }: { data: Uint8Array; onRendered?: (pages: number) => void }) {
  const { t } = useTranslation();
  const host = useRef<HTMLElement>(null);
  const [state, setState] = useState<'rendering' | 'done' | 'failed'>('rendering');
  const done = useRef(onRendered);
  done.current = onRendered;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
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
        await renderPages(pdf, element, () => cancelled);
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
  }, [data]);

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
