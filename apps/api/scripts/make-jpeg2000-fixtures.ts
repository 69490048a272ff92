/**
 * Writes the JPEG 2000 fixtures (src/platform/images/__tests__/fixtures) from
 * the repository's own face fixture source-photo.jpg (150 x 150, see
 * make-face-fixtures.ts for its origin and licence): a JP2 file and a raw
 * J2K codestream, compressed to about 2 kB as UIDAI's Secure QR photo is
 * (a QR holds under 3 kB in all, decision 077). Encoded by OpenJPEG's
 * opj_compress (Debian: `apt-get install -y libopenjp2-tools`):
 *
 *   node --import tsx scripts/make-jpeg2000-fixtures.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';

/** Compression ratio: 30 makes the 150 x 150 photo about 2.2 kB, the face still found by the engine. */
const RATIO = '30';

const source = new URL('../src/platform/face/__tests__/fixtures/source-photo.jpg', import.meta.url);
const out = fileURLToPath(new URL('../src/platform/images/__tests__/fixtures/', import.meta.url));

const image = jpeg.decode(readFileSync(source), { useTArray: true });
const rgb = Buffer.alloc(image.width * image.height * 3);
for (let i = 0; i < image.width * image.height; i++) {
  rgb[i * 3] = image.data[i * 4] ?? 0;
  rgb[i * 3 + 1] = image.data[i * 4 + 1] ?? 0;
  rgb[i * 3 + 2] = image.data[i * 4 + 2] ?? 0;
}
const work = mkdtempSync(join(tmpdir(), 'jpeg2000-'));
try {
  // opj_compress reads PPM (not JPEG): the photo's pixels as a binary PPM.
  const ppm = join(work, 'source-photo.ppm');
  writeFileSync(ppm, Buffer.concat([Buffer.from(`P6\n${image.width} ${image.height}\n255\n`), rgb]));
  for (const ext of ['jp2', 'j2k']) {
    const file = join(out, `source-photo.${ext}`);
    execFileSync('opj_compress', ['-i', ppm, '-o', file, '-r', RATIO], { stdio: 'ignore' });
    console.log(`${file}: ${readFileSync(file).length} bytes`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
