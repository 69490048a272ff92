import { afterAll, describe, expect, it } from 'vitest';
import { photo } from '../../../test/application-fixtures';
import { createImageJobs } from '../image-jobs';

describe('image jobs', () => {
  const images = createImageJobs({ size: 1, maxQueue: 1 });
  afterAll(() => images.close());

  it('checks photos in a worker and answers UPLOAD_BUSY (429, Retry-After) when the queue is full', async () => {
    const pan = photo('pan.jpg');
    const running = images.photo(pan);
    const waiting = images.photo(pan);
    await expect(images.photo(pan)).rejects.toMatchObject({
      code: 'UPLOAD_BUSY',
      status: 429,
      retryAfterSeconds: 5,
    });
    // Refusals that need no decoding do not wait for a worker.
    expect(await images.photo(Buffer.from('<html>'))).toMatchObject({ ok: false, reason: 'type' });
    const [first, second] = await Promise.all([running, waiting]);
    expect(first).toMatchObject({ ok: true });
    expect(second.ok && Buffer.isBuffer(second.jpeg) && second.jpeg.subarray(0, 2)).toEqual(
      Buffer.from([0xff, 0xd8]),
    );
  });
});
