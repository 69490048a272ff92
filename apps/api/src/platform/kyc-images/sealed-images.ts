import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { FileStorage } from '../../adapters/storage';

const MAGIC = Buffer.from('KYC1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * KYC images at rest (decision 075): AES-256-GCM with a subkey of the data
 * key, the storage key as associated data (a file copied under another name
 * does not open). A file is `KYC1 | iv | tag | ciphertext`.
 */
/**
 * A FileStorage whose files are sealed: a module hands it to its services in
 * place of the plain one. `get` gives the plain bytes; a file written before
 * sealing (until the migration job has run) is returned as it is.
 */
export type SealedImages = FileStorage;

export function imageKeyOf(dataKeyBase64: string): Buffer {
  const key = Buffer.from(dataKeyBase64, 'base64url');
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes');
  return createHmac('sha256', key).update('kyc-images').digest();
}

export const isSealed = (bytes: Buffer) => bytes.subarray(0, MAGIC.length).equals(MAGIC);

export function seal(imageKey: Buffer, storageKey: string, plain: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', imageKey, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(storageKey));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

export function unseal(imageKey: Buffer, storageKey: string, sealed: Buffer): Buffer {
  const at = MAGIC.length;
  const iv = sealed.subarray(at, at + IV_BYTES);
  const tag = sealed.subarray(at + IV_BYTES, at + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', imageKey, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(storageKey));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(at + IV_BYTES + TAG_BYTES)), decipher.final()]);
}

export function createSealedImages(storage: FileStorage, dataKeyBase64: string): SealedImages {
  const imageKey = imageKeyOf(dataKeyBase64);
  return {
    put: (key, bytes) => storage.put(key, seal(imageKey, key, bytes)),
    async get(key) {
      const stored = await storage.get(key);
      if (!stored) return null;
      // Until the migration job (kyc-images/migrate-existing) has run, older photos are plain JPEG.
      return isSealed(stored) ? unseal(imageKey, key, stored) : stored;
    },
    delete: (key) => storage.delete(key),
    list: (folder) => storage.list(folder),
  };
}
