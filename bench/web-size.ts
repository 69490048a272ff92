// What a phone downloads to show /start: every JS and CSS response Chromium
// fetched for the page, with its raw and gzipped (level 9) size.
// Run: npm run build && node --import tsx bench/web-size.ts
import { gzipSync } from 'node:zlib';
import { launchBrowser, phoneContext } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';

export interface AssetSize {
  path: string;
  rawBytes: number;
  gzipBytes: number;
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
      if (!/\.(js|css)$/.test(url.pathname)) return;
      assets.push(
        response
          .body()
          .then((body) => ({
            path: url.pathname,
            rawBytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => null),
      );
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
    console.log(`${kb(a.gzipBytes).padStart(7)} KB gz  ${kb(a.rawBytes).padStart(7)} KB raw  ${a.path}`);
  }
  const total = assets.reduce((sum, a) => sum + a.gzipBytes, 0);
  console.log(`/start loads ${assets.length} JS/CSS files: ${kb(total)} KB gzipped (target <= 130 KB)`);
}
