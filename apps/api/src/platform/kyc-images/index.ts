/** KYC images (decision 075): Aadhaar numbers masked on card images, every KYC image sealed at rest. */
export {
  type CardMasker,
  createCardMasker,
  type MaskedCard,
  type Masking,
  sharedCardMasker,
} from './card-masker';
export { findCardNumber, type OcrWord } from './card-number';
export { type CardReader, CardReaderBusyError, createCardReader } from './card-reader';
export { createSealedImages, isSealed, type SealedImages } from './sealed-images';
