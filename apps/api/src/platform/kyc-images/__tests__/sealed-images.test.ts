import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalFolderStorage } from '../../../adapters/storage/local-folder';
import { createSealedImages, isSealed } from '../sealed-images';

const KEY = Buffer.alloc(32, 7).toString('base64url');
const OTHER = Buffer.alloc(32, 8).toString('base64url');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('1234 5678 9012 pixels')]);

describe('sealed KYC images (decision 075)', () => {
  it('stores ciphertext only and reads the image back', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sealed-'));
    const storage = createLocalFolderStorage(root);
    const sealed = createSealedImages(storage, KEY);
    await sealed.put('photos/abcdefgh12345678.jpg', JPEG);
    const onDisk = readFileSync(join(root, 'photos', readdirSync(join(root, 'photos'))[0] as string));
    expect(isSealed(onDisk)).toBe(true);
    expect(onDisk.includes(Buffer.from('1234 5678'))).toBe(false);
    expect(onDisk.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(false);
    expect(await sealed.get('photos/abcdefgh12345678.jpg')).toEqual(JPEG);
    await expect(createSealedImages(storage, OTHER).get('photos/abcdefgh12345678.jpg')).rejects.toThrow();
    // Copied under another name, it does not open.
    await storage.put('photos/zzzzzzzz12345678.jpg', onDisk);
    await expect(sealed.get('photos/zzzzzzzz12345678.jpg')).rejects.toThrow();
    await sealed.delete('photos/abcdefgh12345678.jpg');
    expect(await sealed.get('photos/abcdefgh12345678.jpg')).toBeNull();
  });
});
