import { extractText, getDocumentProxy } from 'unpdf';

export interface ExtractedPdf {
  pageCount: number;
  /** Text of each page, whitespace collapsed. */
  pages: string[];
  /** All pages joined with a newline. */
  text: string;
}

/**
 * Reads the text back out of a PDF with pdf.js (through unpdf, pure JS), for
 * tests of the renderer, the API and end-to-end flows. unpdf is a
 * devDependency: do not import this from code that runs in production.
 *
 * pdf.js ignores ActualText, so Hindi comes back in visual glyph order
 * ("प्रतिशत" as "प्रितशत", with stray spaces): assert on words without a
 * pre-base matra (ि), such as "शुल्क" or "ब्याज".
 */
export async function extractPdfText(pdf: Uint8Array): Promise<ExtractedPdf> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { totalPages, text } = await extractText(proxy, { mergePages: false });
    const pages = text.map((page) => page.replace(/\s+/gu, ' ').trim());
    return { pageCount: totalPages, pages, text: pages.join('\n') };
  } finally {
    await proxy.destroy();
  }
}
