/**
 * Writes the synthetic Aadhaar card images the masking tests read
 * (platform/kyc-images/__tests__/fixtures): made-up people and numbers drawn
 * by Chromium in DejaVu Sans, and where the number's first eight digits sit
 * (boxes.json), measured from the page. Run: node --import tsx apps/api/scripts/make-card-fixtures.ts
 */
import { writeFileSync } from 'node:fs';
import { verhoeffCheckDigit } from '@app/domain';
import { chromium } from 'playwright-core';

const OUT = new URL('../src/platform/kyc-images/__tests__/fixtures/', import.meta.url);
const number = (first11: string) => `${first11}${verhoeffCheckDigit(first11)}`;
const grouped = (n: string) => `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`;

const CARD_CSS = `
  body { margin: 0; font-family: 'DejaVu Sans', sans-serif; background: #ddd8cc; }
  .card { position: absolute; width: 1000px; height: 630px; background: linear-gradient(#f1e4d2, #ece6dc 30%, #e2ebe0);
    border: 2px solid #ccc; border-radius: 24px; overflow: hidden; }
  .band { height: 70px; background: #f39c34; color: #fdfdfd; font-size: 30px; font-weight: bold; padding: 18px 30px; box-sizing: border-box; }
  .photo { position: absolute; left: 40px; top: 110px; width: 200px; height: 250px; background: #b9a58f; border-radius: 8px; }
  .lines { position: absolute; left: 280px; top: 120px; font-size: 30px; color: #222; line-height: 48px; }
  .num { position: absolute; left: 0; right: 0; top: 470px; text-align: center; font-size: 58px; font-weight: bold; color: #111; letter-spacing: 2px; }
  .foot { position: absolute; left: 0; right: 0; bottom: 0; height: 50px; border-top: 4px solid #c0392b; text-align: center; font-size: 24px; padding-top: 8px; }
`;

const front = (n: string) => `<div class="card" style="left:0;top:0">
  <div class="band">Government of India</div><div class="photo"></div>
  <div class="lines">Asha Verma<br>DOB: 14/03/1992<br>Female</div>
  <div class="num"><span id="g1">${n.slice(0, 4)}</span> <span id="g2">${n.slice(4, 8)}</span> <span>${n.slice(8)}</span></div>
  <div class="foot">Aadhaar, my identity</div></div>`;

const back = (n: string) => `<div class="card" style="left:0;top:0">
  <div class="band">Unique Identification Authority of India</div>
  <div class="lines" style="left:40px">Address: W/O Ravi Verma, 12 Lake Road,<br>Near Bus Stand, Indore,<br>Madhya Pradesh - 452001</div>
  <div class="num"><span id="g1">${n.slice(0, 4)}</span> <span id="g2">${n.slice(4, 8)}</span> <span>${n.slice(8)}</span></div>
  <div class="foot">help@uidai.gov.in</div></div>`;

const holding = (
  n: string,
) => `<div style="position:absolute;left:0;top:0;width:1400px;height:1100px;background:#7d8f9c"></div>
  <div style="position:absolute;left:520px;top:40px;width:360px;height:460px;border-radius:50%;background:#c89b7b"></div>
  <div style="position:absolute;left:200px;top:520px;transform:scale(0.9);transform-origin:0 0">${front(n)}</div>`;

const blank = () => `<div class="card" style="left:0;top:0">
  <div class="band">Government of India</div><div class="photo"></div>
  <div class="lines">Asha Verma<br>DOB: 14/03/1992<br>Female</div>
  <div class="foot">Aadhaar, my identity</div></div>`;

const cards = [
  { name: 'aadhaar-front', number: number('23456789012'), html: front, size: [1000, 630] },
  { name: 'aadhaar-back', number: number('34567890123'), html: back, size: [1000, 630] },
  { name: 'holding-card', number: number('45678901234'), html: holding, size: [1400, 1100] },
  { name: 'no-number', number: null, html: blank, size: [1000, 630] },
] as const;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const boxes: Record<string, unknown> = {};
for (const card of cards) {
  const page = await browser.newPage({ viewport: { width: card.size[0], height: card.size[1] } });
  await page.setContent(`<style>${CARD_CSS}</style>${card.html(card.number ?? '')}`);
  const rects = await page.evaluate(() =>
    ['g1', 'g2'].map((id) => {
      const r = document.getElementById(id)?.getBoundingClientRect();
      return r
        ? { x: Math.floor(r.left), y: Math.floor(r.top), w: Math.ceil(r.width), h: Math.ceil(r.height) }
        : null;
    }),
  );
  await page.screenshot({ path: new URL(`${card.name}.jpg`, OUT).pathname, type: 'jpeg', quality: 90 });
  boxes[card.name] = {
    number: card.number,
    grouped: card.number ? grouped(card.number) : null,
    digits: rects.filter(Boolean),
  };
  await page.close();
}
await browser.close();
writeFileSync(new URL('boxes.json', OUT), `${JSON.stringify(boxes, null, 2)}\n`);
