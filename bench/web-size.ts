// What a phone downloads to show /start: every JS and CSS response Chromium
// fetched for the page, and the JS and CSS inside index.html, with their raw
// and gzipped (level 9) size.
// Run: npm run build && node --import tsx bench/web-size.ts
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { inlineElements } from '../apps/api/src/plugins/security-headers';
import { launchBrowser, phoneContext } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';

export interface AssetSize {
  path: string;
  rawBytes: number;
  gzipBytes: number;
  /** Bytes on the wire as the server sent them (brotli when the browser asks for it). */
  sentBytes: number;
}

export async function measureRoute(route: string): Promise<AssetSize[]> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await phoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    const assets: Promise<AssetSize | null>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      // Code index.html carries inline (none since decision 060) counts as one asset.
      if (response.request().resourceType() === 'document') {
        const inline = async (): Promise<AssetSize> => {
          const { scripts, styles } = inlineElements(await response.text());
          const body = Buffer.from([...styles, ...scripts].join(''));
          return {
            path: `${url.pathname} (inline)`,
            rawBytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            // inside index.html, which the server sends precompressed with brotli
            sentBytes: brotliCompressSync(body).length,
          };
        };
        assets.push(inline().catch(() => null));
        return;
      }
      if (!/\.(js|css)$/.test(url.pathname)) return;
      const measure = async (): Promise<AssetSize> => {
        const body = await response.body();
        const headers = await response.allHeaders();
        return {
          path: url.pathname,
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          // Small files are sent as they are, chunked, without a content-length.
          sentBytes: Number(headers['content-length']) || body.length,
        };
      };
      assets.push(measure().catch(() => null));
    });
    await page.goto(`/#${route}`, { waitUntil: 'networkidle' });
    return (await Promise.all(assets)).filter((a): a is AssetSize => a !== null);
  } finally {
    await browser.close();
    await server.stop();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const assets = await measureRoute('/start');
  for (const a of assets.sort((x, y) => y.gzipBytes - x.gzipBytes)) {
    const line = [kb(a.gzipBytes), kb(a.sentBytes), kb(a.rawBytes)].map((n) => n.padStart(7)).join(' ');
    console.log(`${line}  ${a.path}`);
  }
  const total = (key: 'gzipBytes' | 'sentBytes' | 'rawBytes') =>
    kb(assets.reduce((sum, a) => sum + a[key], 0));
  console.log(`${'gzip -9'.padStart(7)} ${'sent'.padStart(7)} ${'raw'.padStart(7)}  (KB)`);
  console.log(
    `/start loads ${assets.filter((a) => !a.path.endsWith('(inline)')).length} JS/CSS files and index.html's inline code: ${total('gzipBytes')} KB gzipped (target <= 135 KB),`,
  );
  console.log(
    `${total('sentBytes')} KB as sent (precompressed brotli), ${total('rawBytes')} KB uncompressed`,
  );
}
