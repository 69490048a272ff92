import { verify } from 'node:crypto';
import { gunzipSync, inflateSync } from 'node:zlib';
import { AppError } from '../../../http/app-error';
import type { VerifiedAddress } from '../verified-identity';
import {
  parseReferenceId,
  parseUidaiDob,
  parseUidaiGender,
  toVerifiedAddress,
  type UidaiReference,
} from './aadhaar-fields';
import type { UidaiTrust } from './uidai-trust';

/**
 * UIDAI's Secure QR: a big decimal integer whose bytes (big-endian) are a
 * GZip stream; inflated, text fields (ISO-8859-1) separated by the byte 255, then the
 * photo (JPEG 2000 on real cards), the hashes of e-mail and mobile the
 * indicator announces, and the last 256 bytes: an RSA-SHA256 signature over
 * everything before it.
 */

/** A version 40 QR holds at most 7089 digits: anything longer did not come out of one. */
const MAX_DIGITS = 7_089;
/** What the inflated data may grow to: the real payload is a few kB. */
const MAX_INFLATED = 64 * 1024;
const SIGNATURE_BYTES = 256;
const HASH_BYTES = 32;
const DELIMITER = 255;

/** The text fields after the version and indicator, in UIDAI's order. */
const TEXT_FIELDS = [
  'referenceId',
  'name',
  'dob',
  'gender',
  'careOf',
  'district',
  'landmark',
  'house',
  'location',
  'pinCode',
  'postOffice',
  'state',
  'street',
  'subDistrict',
  'vtc',
] as const;

export interface SecureQrData {
  version: 'V1' | 'V2';
  referenceId: string;
  reference: UidaiReference;
  name: string;
  /** yyyy-mm-dd */
  dob: string;
  gender: 'M' | 'F' | 'T';
  address: VerifiedAddress;
  /** V2: the mobile's last four digits; null in V1. */
  mobileLast4: string | null;
  /** Hex of the hashes the indicator announces, or null. */
  mobileHash: string | null;
  emailHash: string | null;
  photo: Buffer;
  photoFormat: 'jpeg' | 'jp2' | 'unknown';
}

/** The decimal text -> bytes -> inflated payload; KYC_QR_NOT_AADHAAR for anything else. */
export function inflateSecureQr(text: string): Buffer {
  const digits = text.trim();
  if (!/^\d{100,}$/.test(digits) || digits.length > MAX_DIGITS) throw new AppError('KYC_QR_NOT_AADHAAR');
  let hex = BigInt(digits).toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  const bytes = Buffer.from(hex, 'hex');
  try {
    const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
    return gzip
      ? gunzipSync(bytes, { maxOutputLength: MAX_INFLATED })
      : inflateSync(bytes, { maxOutputLength: MAX_INFLATED });
  } catch {
    throw new AppError('KYC_QR_NOT_AADHAAR');
  }
}

/** The first `count` fields and the offset where the rest (the photo on) begins. */
function splitFields(data: Buffer, count: number): { fields: string[]; rest: number } | null {
  const fields: string[] = [];
  let start = 0;
  while (fields.length < count) {
    const end = data.indexOf(DELIMITER, start);
    if (end < 0) return null;
    fields.push(data.toString('latin1', start, end));
    start = end + 1;
  }
  return { fields, rest: start };
}

const photoFormat = (photo: Buffer): SecureQrData['photoFormat'] => {
  if (photo[0] === 0xff && photo[1] === 0xd8) return 'jpeg';
  // A JP2 file's signature box, or a bare JPEG 2000 codestream.
  if (photo.subarray(4, 8).toString('latin1') === 'jP  ' || (photo[0] === 0xff && photo[1] === 0x4f))
    return 'jp2';
  return 'unknown';
};

/**
 * Parses and verifies a Secure QR's decimal text. Errors: KYC_QR_NOT_AADHAAR
 * (not UIDAI's format), KYC_SIGNATURE_INVALID (no trusted key signed it),
 * KYC_DATA_INVALID (signed, but a field is not what UIDAI writes).
 */
export function verifySecureQr(text: string, trust: UidaiTrust): SecureQrData {
  const data = inflateSecureQr(text);
  // V2 starts with its version; a later 'Vn' is read with V2's layout (not confirmed: decision 077).
  const first = data.subarray(0, Math.max(0, data.indexOf(DELIMITER))).toString('latin1');
  const version = /^V\d{1,2}$/.test(first) && first !== 'V1' ? 'V2' : 'V1';
  // V2: version, indicator, 15 text fields, last four digits of the mobile; V1: indicator, 15 text fields.
  const count = version === 'V2' ? 2 + TEXT_FIELDS.length + 1 : 1 + TEXT_FIELDS.length;
  const split = data.length > SIGNATURE_BYTES ? splitFields(data, count) : null;
  if (!split) throw new AppError('KYC_QR_NOT_AADHAAR');

  const signed = data.subarray(0, data.length - SIGNATURE_BYTES);
  const signature = data.subarray(data.length - SIGNATURE_BYTES);
  const valid = trust.keys.some((key) => {
    try {
      return verify('sha256', signed, key, signature);
    } catch {
      return false;
    }
  });
  if (!valid) throw new AppError('KYC_SIGNATURE_INVALID');

  const head = split.fields.slice(version === 'V2' ? 1 : 0);
  const indicator = Number(head[0]);
  const text15 = Object.fromEntries(
    TEXT_FIELDS.map((name, i) => [name, (head[i + 1] ?? '').trim()]),
  ) as Record<(typeof TEXT_FIELDS)[number], string>;
  const hashes = indicator === 3 ? 2 : indicator === 1 || indicator === 2 ? 1 : 0;
  const photoEnd = signed.length - hashes * HASH_BYTES;
  if (!Number.isInteger(indicator) || indicator < 0 || indicator > 3 || photoEnd <= split.rest) {
    throw new AppError('KYC_DATA_INVALID');
  }
  // The hashes sit between the photo and the signature: the e-mail's first, then the mobile's.
  const hashAt = (fromEnd: number) =>
    signed
      .subarray(signed.length - fromEnd * HASH_BYTES, signed.length - (fromEnd - 1) * HASH_BYTES)
      .toString('hex');
  const mobileHash = indicator === 2 || indicator === 3 ? hashAt(1) : null;
  const emailHash = indicator === 1 ? hashAt(1) : indicator === 3 ? hashAt(2) : null;

  const reference = parseReferenceId(text15.referenceId);
  const dob = parseUidaiDob(text15.dob);
  const gender = parseUidaiGender(text15.gender);
  const name = text15.name.replace(/\s+/g, ' ');
  if (!reference || !dob || !gender || !name) throw new AppError('KYC_DATA_INVALID');
  const photo = Buffer.from(data.subarray(split.rest, photoEnd));
  const mobileLast4 = version === 'V2' ? (split.fields[count - 1] ?? '').trim() : '';
  return {
    version,
    referenceId: text15.referenceId,
    reference,
    name,
    dob,
    gender,
    address: toVerifiedAddress({
      house: text15.house,
      street: text15.street,
      landmark: text15.landmark,
      locality: text15.location,
      vtc: text15.vtc,
      postOffice: text15.postOffice,
      subDistrict: text15.subDistrict,
      district: text15.district,
      state: text15.state,
      pinCode: text15.pinCode,
    }),
    mobileLast4: /^\d{4}$/.test(mobileLast4) ? mobileLast4 : null,
    mobileHash,
    emailHash,
    photo,
    photoFormat: photoFormat(photo),
  };
}
