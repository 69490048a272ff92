import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../extract-text';
import { renderPdf } from '../render-pdf';
import type { PdfLang } from '../types';
import { sampleDocument } from './sample-documents';

const createdAt = new Date('2025-03-14T05:12:07Z');
const latin1 = (pdf: Uint8Array): string => Buffer.from(pdf).toString('latin1');

async function render(lang: PdfLang, repeat = 1): Promise<Uint8Array> {
  return renderPdf(sampleDocument(lang, repeat), lang, { createdAt });
}

describe('renderPdf', () => {
  it('renders English with the title, amounts and page numbers', async () => {
    const pdf = await render('en');
    expect(latin1(pdf).startsWith('%PDF-')).toBe(true);
    const { text, pageCount } = await extractPdfText(pdf);
    expect(text).toContain('Key Fact Statement');
    expect(text).toContain('₹5,000.00');
    expect(text).toContain('Annual percentage rate (APR)');
    expect(text).toContain(`1 / ${pageCount}`);
  });

  it('renders Hindi with a subset Devanagari font and ₹', async () => {
    const pdf = await render('hi');
    // pdf.js returns Devanagari in visual glyph order, so these words have no pre-base matra (ि).
    const { text } = await extractPdfText(pdf);
    expect(text).toContain('मुख्य तथ्य');
    expect(text).toContain('शुल्क');
    expect(text).toContain('₹5,000.00');
    expect(latin1(pdf)).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
  });

  it('keeps the logical Hindi text as ActualText for copy and paste', async () => {
    const pdf = await renderPdf(
      { ...sampleDocument('hi'), blocks: [{ kind: 'paragraph', text: 'प्रतिशत' }] },
      'hi',
      { createdAt },
    );
    expect(actualTexts(pdf)).toContain('प्रतिशत');
  });

  it('renders Chinese, taking ₹ from the Devanagari font', async () => {
    const pdf = await render('zh');
    const { text } = await extractPdfText(pdf);
    expect(text).toContain('关键事实声明');
    expect(text).toContain('贷款协议');
    expect(text).toContain('₹5,000.00');
    expect(latin1(pdf)).toMatch(/\+NotoSansHans-Regular/);
    expect(latin1(pdf)).toMatch(/\+NotoSansDevanagari-Regular/);
  });

  it('numbers every page of a long document and never splits a table row', async () => {
    const { pages, pageCount } = await extractPdfText(await render('en', 8));
    expect(pageCount).toBeGreaterThanOrEqual(4);
    pages.forEach((page, i) => {
      expect(page).toContain(`${i + 1} / ${pageCount}`);
      // A row's label and value always land on the same page.
      const labels = page.match(/Total amount to be repaid/g)?.length ?? 0;
      const values = page.match(/₹5,394\.52/g)?.length ?? 0;
      expect(values).toBe(labels);
    });
  });

  it('uses a localised page label when given one', async () => {
    const model = {
      ...sampleDocument('hi'),
      pageLabel: (page: number, total: number) => `Page ${page} of ${total}`,
    };
    const { text } = await extractPdfText(await renderPdf(model, 'hi', { createdAt }));
    expect(text).toContain('Page 1 of 2');
  });

  it('embeds the signature PNG as an image with its transparency', async () => {
    const pdf = latin1(await render('en'));
    expect(pdf).toMatch(/\/Subtype \/Image[\s\S]*?\/Width 300[\s\S]*?\/Height 100/);
    expect(pdf).toContain('/SMask');
  });

  it('is byte-identical for the same input and creation date', async () => {
    const [a, b] = await Promise.all([render('zh'), render('zh')]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

/** The PDF's deflated streams, inflated: content streams carry the marked-content operators. */
function inflatedContent(pdf: Uint8Array): string {
  const streams = latin1(pdf).matchAll(/\bstream\r?\n([\s\S]*?)\r?\nendstream/g);
  return [...streams]
    .map(([, body]) => {
      try {
        return inflateSync(Buffer.from(body ?? '', 'latin1')).toString('latin1');
      } catch {
        return ''; // not deflated (images, fonts)
      }
    })
    .join('\n');
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** Decodes the /ActualText literal strings (UTF-16BE with a BOM) of the content streams. */
function actualTexts(pdf: Uint8Array): string[] {
  return [...inflatedContent(pdf).matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)].map(([, literal]) => {
    const bytes = (literal ?? '').replace(/\\([0-7]{1,3}|[\s\S])/g, (_, e: string) =>
      /^[0-7]/.test(e) ? String.fromCharCode(Number.parseInt(e, 8)) : (ESCAPES[e] ?? e),
    );
    return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le');
  });
}
