import type { PhotoKind } from '@app/domain';
import { AppError } from '../../http/app-error';
import type { FieldCipher } from '../../lib/field-cipher';
import type { CardMasker, Masking } from '../../platform/kyc-images';

/** The photos that show an Aadhaar card: both sides, and the borrower holding it (the face photo). */
const CARD_KINDS: readonly PhotoKind[] = ['aadhaar_front', 'aadhaar_back', 'face'];

export interface CardMasking {
  masker: CardMasker;
  cipher: FieldCipher;
}

/**
 * The copy to store of an accepted photo (decision 075): a card image with the
 * number's first eight digits filled (or marked unconfirmed, masked as far as
 * possible), any other photo as it is. The borrower's own number is told
 * from another by the application's blind index when the identity step gave
 * one. An OCR that cannot run stores nothing: the borrower is asked to retry.
 */
export async function maskIfCard(
  deps: CardMasking,
  kind: PhotoKind,
  jpeg: Buffer,
  aadhaarIndex: string | null,
): Promise<{ jpeg: Buffer; masking: Masking | null }> {
  if (!CARD_KINDS.includes(kind)) return { jpeg, masking: null };
  const isTheNumber = aadhaarIndex
    ? (digits: string) => deps.cipher.blindIndex(digits, 'aadhaar') === aadhaarIndex
    : undefined;
  try {
    const masked = await deps.masker.mask(jpeg, isTheNumber);
    return { jpeg: masked.jpeg, masking: masked.masking };
  } catch {
    throw new AppError('UPLOAD_BUSY', { retryAfterSeconds: 5 });
  }
}
