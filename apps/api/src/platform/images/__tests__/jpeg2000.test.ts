import { readFileSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageJobs } from '../image-jobs';
import { jpeg2000Header, jpeg2000ToJpeg, MAX_JPEG2000_BYTES } from '../jpeg2000';

/** Made from the face fixture source-photo.jpg by scripts/make-jpeg2000-fixtures.ts (opj_compress). */
const fixture = (ext: 'jp2' | 'j2k') =>
  readFileSync(new URL(`fixtures/source-photo.${ext}`, import.meta.url));
const original = jpeg.decode(
  readFileSync(new URL('../../face/__tests__/fixtures/source-photo.jpg', import.meta.url)),
  { useTArray: true },
);

/** Where the SIZ marker's fields start (after SOC and the SIZ marker itself). */
const sizAt = (bytes: Buffer) => bytes.indexOf(Buffer.from([0xff, 0x4f, 0xff, 0x51])) + 4;

/** The codestream with its SIZ marker claiming `width` x `height` (and tiles as large). */
function claiming(bytes: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(bytes);
  const siz = sizAt(copy);
  copy.writeUInt32BE(width, siz + 4);
  copy.writeUInt32BE(height, siz + 8);
  copy.writeUInt32BE(width, siz + 20);
  copy.writeUInt32BE(height, siz + 24);
  return copy;
}

describe('JPEG 2000 source photos', () => {
  it.each(['jp2', 'j2k'] as const)('decodes a %s photo to a JPEG of the same picture', async (ext) => {
    const read = await jpeg2000ToJpeg(fixture(ext));
    expect(read).toMatchObject({ ok: true, width: 150, height: 150 });
    if (!read.ok) return;
    expect(read.jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const decoded = jpeg.decode(read.jpeg, { useTArray: true });
    let difference = 0;
    for (let i = 0; i < decoded.data.length; i++) {
      if (i % 4 !== 3) difference += Math.abs((decoded.data[i] ?? 0) - (original.data[i] ?? 0));
    }
    // Two lossy steps (JPEG 2000 at 1:30, then JPEG): close to the original, not equal to it.
    expect(difference / (150 * 150 * 3)).toBeLessThan(12);
  });

  it('reads the size from the SIZ marker before decoding and refuses what no photo is', async () => {
    expect(jpeg2000Header(fixture('jp2'))).toEqual({ width: 150, height: 150, components: 3 });
    expect(jpeg2000Header(fixture('j2k'))).toEqual({ width: 150, height: 150, components: 3 });
    const refusals: [Buffer, string][] = [
      [claiming(fixture('j2k'), 5000, 5000), 'oversize'],
      [claiming(fixture('jp2'), 1001, 20), 'oversize'],
      [Buffer.concat([fixture('j2k'), Buffer.alloc(MAX_JPEG2000_BYTES)]), 'oversize'],
      [fixture('j2k').subarray(0, 30), 'corrupt'],
      [fixture('jp2').subarray(0, 60), 'corrupt'],
      [readFileSync(new URL('../../face/__tests__/fixtures/source-photo.jpg', import.meta.url)), 'type'],
    ];
    for (const [bytes, reason] of refusals) {
      expect(await jpeg2000ToJpeg(bytes)).toEqual({ ok: false, reason });
    }
    // 16-bit samples: a form UIDAI's photo does not take.
    const deep = Buffer.from(fixture('j2k'));
    deep[sizAt(deep) + 38] = 15;
    expect(await jpeg2000ToJpeg(deep)).toEqual({ ok: false, reason: 'unsupported' });
  });

  it('flags a photo whose header is sound but whose data is cut or damaged, and decodes the next one', async () => {
    const cut = fixture('j2k').subarray(0, 1200);
    expect(await jpeg2000ToJpeg(cut)).toEqual({ ok: false, reason: 'corrupt' });
    const damaged = Buffer.from(fixture('jp2'));
    damaged.fill(0xff, 200, 260);
    expect(await jpeg2000ToJpeg(damaged)).toEqual({ ok: false, reason: 'corrupt' });
    expect(await jpeg2000ToJpeg(fixture('jp2'))).toMatchObject({ ok: true });
  });

  describe('in the image workers', () => {
    const images = createImageJobs({ size: 1, maxQueue: 2 });
    afterAll(() => images.close());

    it('decodes off the event loop and refuses an oversize header without asking a worker', async () => {
      const read = await images.jpeg2000(fixture('jp2'));
      expect(read.ok && Buffer.isBuffer(read.jpeg) && read.jpeg.subarray(0, 2)).toEqual(
        Buffer.from([0xff, 0xd8]),
      );
      expect(await images.jpeg2000(claiming(fixture('j2k'), 4000, 4000))).toEqual({
        ok: false,
        reason: 'oversize',
      });
      expect(await images.jpeg2000(fixture('j2k').subarray(0, 1200))).toEqual({
        ok: false,
        reason: 'corrupt',
      });
    });
  });
});
