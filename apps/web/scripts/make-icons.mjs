// Draws the home-screen icons from public/logo.svg with Chromium, once: the
// PNGs are committed (public/icons), so builds need no rasteriser.
// Run after changing the logo: node apps/web/scripts/make-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const out = new URL('icons/', publicDir);
const logo = readFileSync(new URL('logo.svg', publicDir), 'utf8');
const BRAND = '#0F766E';

// "any": the logo as drawn, rounded corners on transparency.
const plain = (size) =>
  `<body style="margin:0">${logo.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`;
// "maskable" and Apple: full-bleed brand colour, the mark inside the central
// 80% safe zone, so a launcher's circle or squircle never cuts it.
const fullBleed = (size, scale) => {
  const inner = logo
    .replace(/<rect [^>]*\/>/, '')
    .replace('<svg ', `<svg width="${Math.round(size * scale)}" height="${Math.round(size * scale)}" `);
  return `<body style="margin:0"><div style="width:${size}px;height:${size}px;background:${BRAND};display:flex;align-items:center;justify-content:center">${inner}</div></body>`;
};

const icons = [
  // The tab icon: a PNG, because an SVG icon makes the page's own thread build
  // an SVG document for it during start-up (about 15 ms on a phone).
  { name: 'favicon-48.png', size: 48, html: plain(48) },
  { name: 'icon-192.png', size: 192, html: plain(192) },
  { name: 'icon-512.png', size: 512, html: plain(512) },
  { name: 'maskable-512.png', size: 512, html: fullBleed(512, 0.72) },
  { name: 'apple-touch-icon.png', size: 180, html: fullBleed(180, 0.86) },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(icon.html);
    await page.screenshot({ path: new URL(icon.name, out).pathname, omitBackground: true });
    await page.close();
    console.log(`wrote public/icons/${icon.name}`);
  }
} finally {
  await browser.close();
}
