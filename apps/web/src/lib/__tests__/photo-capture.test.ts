import { afterEach, describe, expect, it, vi } from 'vitest';
import { downscalePhoto, fitWithin, JPEG_QUALITY, MAX_PHOTO_SIDE } from '@/lib/photo-capture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fitWithin', () => {
  it('keeps a photo that already fits', () => {
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('brings the long side down to 1600 px, keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4032, 1)).toEqual({ width: MAX_PHOTO_SIDE, height: 1 });
  });
});

/** A fake decoder and canvas: happy-dom decodes no images. */
function stubCanvas(width: number, height: number, output: Blob | null) {
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close })),
  );
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done: BlobCallback,
  ) {
    done(output);
  });
  return { close, drawImage, toBlob };
}

describe('downscalePhoto', () => {
  const big = new Blob([new Uint8Array(5000)], { type: 'image/jpeg' });

  it('uploads the original when the browser cannot decode images', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    expect(await downscalePhoto(big)).toBe(big);
  });

  it('uploads the original when decoding fails (HEIC, corrupt)', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new Error('decode')));
    expect(await downscalePhoto(big)).toBe(big);
  });

  it('re-encodes a large photo as JPEG 0.85 at most 1600 px', async () => {
    const small = new Blob([new Uint8Array(900)], { type: 'image/jpeg' });
    const { close, drawImage, toBlob } = stubCanvas(4000, 3000, small);
    expect(await downscalePhoto(big)).toBe(small);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1600, 1200);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', JPEG_QUALITY);
    expect(close).toHaveBeenCalled();
  });

  it('leaves a JPEG that already fits alone', async () => {
    const { drawImage } = stubCanvas(1200, 900, null);
    expect(await downscalePhoto(big)).toBe(big);
    expect(drawImage).not.toHaveBeenCalled();
  });

  it('keeps a small PNG when its JPEG would be larger, and the original when encoding fails', async () => {
    const png = new Blob([new Uint8Array(100)], { type: 'image/png' });
    stubCanvas(300, 200, new Blob([new Uint8Array(400)], { type: 'image/jpeg' }));
    expect(await downscalePhoto(png)).toBe(png);
    vi.restoreAllMocks();
    stubCanvas(4000, 3000, null);
    expect(await downscalePhoto(big)).toBe(big);
  });
});
