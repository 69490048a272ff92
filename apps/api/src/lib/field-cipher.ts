import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for personal data at rest (Aadhaar, PAN, account numbers,
 * drafts). Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url; the version
 * prefix leaves room for key rotation. `blindIndex` gives a keyed hash for
 * equality lookups (the same PAN on two accounts) without decrypting.
 * `context` binds a ciphertext to its column, so a value copied into another
 * column does not decrypt there.
 */
export interface FieldCipher {
  encrypt(plain: string, context: string): string;
  decrypt(stored: string, context: string): string;
  blindIndex(value: string, context: string): string;
}

export function createFieldCipher(keyBase64: string): FieldCipher {
  const key = Buffer.from(keyBase64, 'base64url');
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes');
  // Separate subkeys: the blind index must not reveal anything about the encryption key.
  const encKey = createHmac('sha256', key).update('field-encryption').digest();
  const indexKey = createHmac('sha256', key).update('blind-index').digest();

  return {
    encrypt(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    decrypt(stored, context) {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('unreadable ciphertext');
      }
      const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    blindIndex(value, context) {
      return createHmac('sha256', indexKey).update(`${context}:${value}`).digest('hex');
    },
  };
}
