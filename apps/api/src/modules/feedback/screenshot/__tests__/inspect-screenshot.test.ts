import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { photo } from '../../../../test/application-fixtures';
import { screenPng, WEBP_1X1, webpWithExif, withPngText } from '../../../../test/screenshot-fixtures';
import { inspectScreenshot } from '../inspect-screenshot';

const GPS = Buffer.from('GPS 28.6139N');

describe('feedback screenshot checks', () => {
  it('keeps a clean PNG byte for byte and reads its size', () => {
    const png = screenPng(390, 844);
    const result = inspectScreenshot(png);
    expect(result).toMatchObject({ ok: true, type: 'image/png', width: 390, height: 844 });
    expect(result.ok && result.bytes.equals(png)).toBe(true);
  });

  it('drops the text chunks of a PNG and nothing else', () => {
    const png = screenPng(120, 80);
    const result = inspectScreenshot(withPngText(png, 'GPS 28.6139N Pixel 7'));
    expect(result.ok && result.bytes.equals(png)).toBe(true);
  });

  it('drops the EXIF block of a JPEG (GPS), keeps the picture, which still decodes', () => {
    const original = photo('with-exif.jpg');
    expect(original.includes(GPS)).toBe(true);
    const result = inspectScreenshot(original);
    if (!result.ok) throw new Error('refused');
    expect(result.type).toBe('image/jpeg');
    expect(result.bytes.includes(GPS)).toBe(false);
    const decoded = jpeg.decode(result.bytes, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([result.width, result.height]);
    expect(result.bytes.length).toBeLessThan(original.length);
  });

  it('reads a WebP, and drops its EXIF chunk and flag', () => {
    expect(inspectScreenshot(WEBP_1X1)).toMatchObject({ ok: true, type: 'image/webp', width: 1, height: 1 });
    const tagged = webpWithExif('GPS 28.6139N');
    const result = inspectScreenshot(tagged);
    if (!result.ok) throw new Error('refused');
    expect(result.bytes.includes(GPS)).toBe(false);
    expect(result.bytes.readUInt32LE(4)).toBe(result.bytes.length - 8);
    expect((result.bytes[20] ?? 0) & 0x08).toBe(0);
    expect([result.width, result.height]).toEqual([1, 1]);
  });

  it.each([
    ['a text file named .png', Buffer.from('hello, this is not a picture at all\n')],
    ['an empty file', Buffer.alloc(0)],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a cut-off JPEG', photo('truncated.jpg')],
    ['a PNG cut in half', screenPng().subarray(0, 400)],
    ['a PNG signature alone', screenPng().subarray(0, 8)],
    ['a WebP header alone', WEBP_1X1.subarray(0, 12)],
    ['a RIFF that is not WebP', Buffer.from('RIFF\x04\x00\x00\x00WAVE', 'latin1')],
  ])('refuses %s', (_name, bytes) => {
    expect(inspectScreenshot(bytes)).toEqual({ ok: false });
  });

  it('refuses a PNG that claims more than 40 million pixels', () => {
    const bomb = screenPng(4, 4);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    expect(inspectScreenshot(bomb)).toEqual({ ok: false });
  });
});
