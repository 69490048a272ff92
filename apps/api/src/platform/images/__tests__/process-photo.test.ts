import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { photo } from '../../../test/application-fixtures';
import { exifOrientation } from '../exif-orientation';
import { processPhoto } from '../process-photo';
import { laplacianVariance, PHOTO_QUALITY, qualityFault } from '../quality';
import { applyOrientation } from '../raster';
import { imageHeader, sniffImageType } from '../sniff';

describe('KYC photo checks on the fixture photos', () => {
  it.each(['aadhaar-front.jpg', 'aadhaar-back.jpg', 'pan.jpg', 'face.jpg', 'card.png'])(
    'accepts %s, with margin over every threshold',
    (name) => {
      const result = processPhoto(photo(name));
      expect(result.ok).toBe(true);
      const m = result.metrics;
      expect(m?.blurVariance).toBeGreaterThan(PHOTO_QUALITY.minBlurVariance * 2);
      expect(m?.glareShare).toBeLessThan(PHOTO_QUALITY.maxGlareShare / 2);
      expect(m?.contrast).toBeGreaterThan(PHOTO_QUALITY.minContrast * 2);
    },
  );

  it.each([
    ['blurry.jpg', 'blur'],
    ['glare.jpg', 'glare'],
    ['blank.jpg', 'blank'],
    ['tiny.jpg', 'resolution'],
    ['truncated.jpg', 'corrupt'],
  ])('refuses %s as %s with "Photo problem, retake"', (name, reason) => {
    expect(processPhoto(photo(name))).toMatchObject({ ok: false, code: 'PHOTO_RETAKE', reason });
  });

  it('refuses an HTML file named .jpg by its bytes', () => {
    expect(processPhoto(photo('not-an-image.jpg'))).toMatchObject({
      ok: false,
      code: 'PHOTO_TYPE_UNSUPPORTED',
    });
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('stores a fresh JPEG without the EXIF block (GPS) the upload carried', () => {
    const upload = photo('with-exif.jpg');
    expect(upload.includes(Buffer.from('GPS 28.6139N'))).toBe(true);
    const result = processPhoto(upload);
    if (!result.ok) throw new Error(result.reason);
    expect(result.jpeg.includes(Buffer.from('Exif'))).toBe(false);
    expect(result.jpeg.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('turns a sideways phone photo upright from its EXIF orientation', () => {
    const upload = photo('sideways.jpg');
    expect(exifOrientation(upload)).toBe(6);
    const stored = jpeg.decode(upload);
    const result = processPhoto(upload);
    if (!result.ok) throw new Error(result.reason);
    expect([result.width, result.height]).toEqual([stored.height, stored.width]);
  });

  it('scales a large photo down to 1600 px on the long side', () => {
    const big = { width: 2400, height: 1800, data: Buffer.alloc(2400 * 1800 * 4) };
    for (let i = 0; i < big.data.length; i += 4) {
      const x = (i / 4) % 2400;
      const v = Math.floor(x / 6) % 2 ? 30 : 220; // stripes: sharp, contrasty, no glare
      big.data.fill(v, i, i + 3);
      big.data[i + 3] = 255;
    }
    const result = processPhoto(jpeg.encode(big, 90).data);
    expect(result).toMatchObject({ ok: true, width: 1600, height: 1200 });
  });
});

describe('image headers', () => {
  it.each(['with-exif.jpg', 'sideways.jpg', 'pan.jpg', 'card.png'])(
    "reads %s's size from its header as the decoder finds it",
    (name) => {
      const bytes = photo(name);
      const type = sniffImageType(bytes);
      if (!type) throw new Error('not an image');
      const decoded =
        type === 'jpeg'
          ? jpeg.decode(bytes)
          : { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
      expect(imageHeader(bytes, type)).toEqual({
        width: decoded.width,
        height: decoded.height,
        interlaced: false,
      });
    },
  );

  it('finds no size in a JPEG cut before its frame header', () => {
    const bytes = photo('with-exif.jpg');
    const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    expect(imageHeader(bytes.subarray(0, frame + 4), 'jpeg')).toBeNull();
    expect(imageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 8]), 'jpeg')).toBeNull();
  });
});

describe('photo metrics', () => {
  it('applies each EXIF orientation as a turn or a mirror of the pixels', () => {
    // 2x1 raster: red, blue
    const source = { width: 2, height: 1, data: new Uint8Array([255, 0, 0, 255, 0, 0, 255, 255]) };
    const at = (r: ReturnType<typeof applyOrientation>, i: number) => r.data[i * 4];
    expect(at(applyOrientation(source, 2), 0)).toBe(0); // mirrored: blue first
    const turned = applyOrientation(source, 6); // 90° clockwise: 1x2, red on top
    expect([turned.width, turned.height, at(turned, 0), at(turned, 1)]).toEqual([1, 2, 255, 0]);
    const back = applyOrientation(source, 8); // 90° anticlockwise: blue on top
    expect([at(back, 0), at(back, 1)]).toEqual([0, 255]);
  });

  it('gives a flat image no Laplacian response and a checkerboard a large one', () => {
    const flat = new Float32Array(100).fill(128);
    expect(laplacianVariance(flat, 10, 10)).toBe(0);
    const board = Float32Array.from({ length: 100 }, (_, i) =>
      ((i % 10) + Math.floor(i / 10)) % 2 ? 255 : 0,
    );
    expect(laplacianVariance(board, 10, 10)).toBeGreaterThan(1_000_000);
  });

  it('checks resolution first, then blank, glare and blur', () => {
    const good = { width: 1280, height: 960, contrast: 50, blurVariance: 900, glareShare: 0 };
    expect(qualityFault(good)).toBeNull();
    expect(qualityFault({ ...good, width: 479 })).toBe('resolution');
    expect(qualityFault({ ...good, width: 639, height: 480 })).toBe('resolution');
    expect(qualityFault({ ...good, contrast: 5, blurVariance: 1 })).toBe('blank');
    expect(qualityFault({ ...good, glareShare: 0.2, blurVariance: 1 })).toBe('glare');
    expect(qualityFault({ ...good, blurVariance: 149 })).toBe('blur');
  });
});
