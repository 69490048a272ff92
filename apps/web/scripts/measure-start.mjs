// Budget check: gzip bytes the /start route needs (entry chunk, its static
// imports, the /start route chunk and its static imports, their CSS, and any
// code index.html carries inline (none since decision 060).
// Run after `npm run build -w apps/web`: npm run size -w @app/web
// Another build folder (e.g. apps/web/dist-x): node --import tsx apps/web/scripts/measure-start.mjs apps/web/dist-x
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
// The elements the server's CSP trusts by hash: the same reading of index.html.
import { inlineElements } from '../../api/src/plugins/security-headers.ts';

const dist = process.argv[2]
  ? pathToFileURL(`${process.argv[2].replace(/\/$/, '')}/`)
  : new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const BUDGET = 135 * 1024; // issue 27: /start <= 135 KB gzipped JS, CSS and inline code on React 19

const files = new Map();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.set(chunk.file, key);
  for (const css of chunk.css ?? []) files.set(css, `${key} (css)`);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit('index.html');
visit('src/features/auth/routes/start.tsx');

const html = readFileSync(new URL('index.html', dist), 'utf8');
const { scripts, styles } = inlineElements(html);
const inline = [...styles, ...scripts].join('');

let total = 0;
const rows = [...files.keys()].map((file) => {
  const gz = gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
  total += gz;
  return { file, gz };
});
if (inline) {
  const gz = gzipSync(inline, { level: 9 }).length;
  total += gz;
  rows.push({ file: 'index.html (inline <script> and <style>)', gz });
}
rows.sort((a, b) => b.gz - a.gz);
for (const { file, gz } of rows) console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total for /start (budget ${BUDGET / 1024} KB)`);
process.exitCode = total > BUDGET ? 1 : 0;
