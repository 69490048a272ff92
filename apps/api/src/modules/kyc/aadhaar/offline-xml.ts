import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
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

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';

/**
 * Signature methods accepted: UIDAI's published samples show rsa-sha1 over a
 * SHA-256 digest, newer guidance RSA-SHA256 (docs/decisions/077). Only RSA:
 * an HMAC "signature" needs no private key.
 */
const SIGNATURE_METHODS = new Set([`${DSIG}rsa-sha1`, 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256']);

/** What the signed offline e-KYC XML says, read from the signed bytes only. */
export interface OfflineKycData {
  referenceId: string;
  reference: UidaiReference;
  name: string;
  /** yyyy-mm-dd */
  dob: string;
  gender: 'M' | 'F' | 'T';
  address: VerifiedAddress;
  /** UIDAI's hashed mobile and e-mail (hex; empty when the resident registered none). */
  mobileHash: string;
  emailHash: string;
  /** The resident's photo as UIDAI stores it (JPEG), or null. */
  photo: Buffer | null;
}

/** A DOM from text, or null: no DTD (entities are the XML bombs), no parse error. */
function parseXml(text: string): Document | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return null;
  let failed = false;
  try {
    const doc = new DOMParser({
      onError: (level) => {
        if (level !== 'warning') failed = true;
      },
    }).parseFromString(text, 'text/xml');
    return failed ? null : doc;
  } catch {
    // xmldom throws its ParseError on a fatal error (text that is not XML at all)
    return null;
  }
}

const child = (parent: Element, name: string) =>
  Array.from(parent.childNodes).find(
    (n): n is Element => n.nodeType === 1 && (n as Element).localName === name,
  ) ?? null;

/**
 * Checks the XML's enveloped signature against UIDAI's certificate(s), then
 * reads the fields from what the signature covers (never from the document
 * as sent: an element slipped beside the signed one is not read). Errors:
 * KYC_DATA_INVALID (not UIDAI's offline e-KYC XML), KYC_SIGNATURE_INVALID
 * (unsigned, one byte changed, another certificate, an unaccepted method).
 */
export function verifyOfflineXml(xml: string, trust: UidaiTrust): OfflineKycData {
  const doc = parseXml(xml);
  const root = doc?.documentElement;
  if (!doc || !root || root.localName !== 'OfflinePaperlessKyc') throw new AppError('KYC_DATA_INVALID');

  const signatures = Array.from(doc.getElementsByTagNameNS(DSIG, 'Signature'));
  const signature = signatures[0];
  if (signatures.length !== 1 || !signature || signature.parentNode !== root) {
    throw new AppError('KYC_SIGNATURE_INVALID');
  }
  const method =
    signature.getElementsByTagNameNS(DSIG, 'SignatureMethod')[0]?.getAttribute('Algorithm') ?? '';
  const references = Array.from(signature.getElementsByTagNameNS(DSIG, 'Reference'));
  // One reference, to the whole document: the signature covers every field read below.
  if (
    !SIGNATURE_METHODS.has(method) ||
    references.length !== 1 ||
    references[0]?.getAttribute('URI') !== ''
  ) {
    throw new AppError('KYC_SIGNATURE_INVALID');
  }

  const signed = signedDocument(xml, String(signature), trust);
  if (!signed) throw new AppError('KYC_SIGNATURE_INVALID');
  return readFields(signed);
}

/** The canonical signed document when a trusted key verifies the signature, else null. */
function signedDocument(xml: string, signatureXml: string, trust: UidaiTrust): string | null {
  for (const pem of trust.pems) {
    const verifier = new SignedXml({ publicCert: pem, getCertFromKeyInfo: () => null });
    try {
      verifier.loadSignature(signatureXml);
      if (!verifier.checkSignature(xml)) continue;
      const [reference] = verifier.getSignedReferences();
      if (reference) return reference;
    } catch {
      // a digest that does not match, a malformed signature: not verified by this key
    }
  }
  return null;
}

function readFields(signedXml: string): OfflineKycData {
  const doc = parseXml(signedXml);
  const root = doc?.documentElement;
  const uidData = root && root.localName === 'OfflinePaperlessKyc' ? child(root, 'UidData') : null;
  const poi = uidData ? child(uidData, 'Poi') : null;
  const poa = uidData ? child(uidData, 'Poa') : null;
  if (!root || !poi || !poa) throw new AppError('KYC_DATA_INVALID');
  const attr = (el: Element, name: string) => el.getAttribute(name)?.trim() ?? '';

  const referenceId = attr(root, 'referenceId');
  const reference = parseReferenceId(referenceId);
  const name = attr(poi, 'name').replace(/\s+/g, ' ');
  const dob = parseUidaiDob(attr(poi, 'dob'));
  const gender = parseUidaiGender(attr(poi, 'gender'));
  if (!reference || !name || !dob || !gender) throw new AppError('KYC_DATA_INVALID');

  const photoText = (uidData && child(uidData, 'Pht')?.textContent?.replace(/\s+/g, '')) ?? '';
  const photo = photoText ? Buffer.from(photoText, 'base64') : null;
  return {
    referenceId,
    reference,
    name,
    dob,
    gender,
    address: toVerifiedAddress({
      house: attr(poa, 'house'),
      street: attr(poa, 'street'),
      landmark: attr(poa, 'landmark'),
      locality: attr(poa, 'loc'),
      vtc: attr(poa, 'vtc'),
      postOffice: attr(poa, 'po'),
      subDistrict: attr(poa, 'subdist'),
      district: attr(poa, 'dist'),
      state: attr(poa, 'state'),
      pinCode: attr(poa, 'pc'),
    }),
    mobileHash: attr(poi, 'm'),
    emailHash: attr(poi, 'e'),
    photo: photo && photo.length > 0 ? photo : null,
  };
}
