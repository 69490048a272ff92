import { readFileSync } from 'node:fs';
import { SignedXml } from 'xml-crypto';
import { DEV_UIDAI_CERTIFICATE, DEV_UIDAI_KEY } from '../../modules/kyc/aadhaar/uidai-trust';

/** The person the simulator's e-Aadhaar describes (the consent page's fields). */
export interface SimulatedResident {
  name: string;
  /** yyyy-mm-dd */
  dob: string;
  gender: 'M' | 'F' | 'T';
  last4: string;
  photoJpeg: Buffer | null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const xmlText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** UIDAI's reference id: the last four digits, then yyyyMMddHHmmssSSS in India time. */
export function uidaiReferenceId(last4: string, at: Date): string {
  const ist = new Date(at.getTime() + 5.5 * 3_600_000);
  return (
    `${last4}${ist.getUTCFullYear()}${pad(ist.getUTCMonth() + 1)}${pad(ist.getUTCDate())}` +
    `${pad(ist.getUTCHours())}${pad(ist.getUTCMinutes())}${pad(ist.getUTCSeconds())}${pad(ist.getUTCMilliseconds(), 3)}`
  );
}

let devSigner: { keyPem: string; certPem: string } | null = null;

/**
 * An e-Aadhaar in UIDAI's offline e-KYC XML, signed (enveloped, C14N,
 * RSA-SHA256) with the development stand-in for UIDAI's key
 * (fixtures/uidai-dev, never UIDAI's): what the simulator's locker holds.
 * Read lazily, so only a simulator that issues one touches the files.
 */
export function signedEAadhaar(resident: SimulatedResident, issuedAt: Date): string {
  devSigner ??= {
    keyPem: readFileSync(DEV_UIDAI_KEY, 'utf8'),
    certPem: readFileSync(DEV_UIDAI_CERTIFICATE, 'utf8'),
  };
  const [y, m, d] = resident.dob.split('-');
  const a = (name: string, value: string) => `${name}="${xmlText(value)}"`;
  const xml =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    `<OfflinePaperlessKyc ${a('referenceId', uidaiReferenceId(resident.last4, issuedAt))}><UidData>` +
    `<Poi ${a('dob', `${d}-${m}-${y}`)} ${a('e', '')} ${a('gender', resident.gender)} ${a('m', '')} ${a('name', resident.name)}/>` +
    `<Poa ${a('careof', '')} ${a('country', 'India')} ${a('dist', 'Pune')} ${a('house', '12')} ` +
    `${a('landmark', '')} ${a('loc', 'Shivaji Nagar')} ${a('pc', '411005')} ${a('po', 'Shivaji Nagar')} ` +
    `${a('state', 'Maharashtra')} ${a('street', 'MG Road')} ${a('subdist', 'Pune City')} ${a('vtc', 'Pune')}/>` +
    `<Pht>${resident.photoJpeg ? resident.photoJpeg.toString('base64') : ''}</Pht></UidData></OfflinePaperlessKyc>`;
  const signature = new SignedXml({
    privateKey: devSigner.keyPem,
    publicCert: devSigner.certPem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  });
  signature.addReference({
    xpath: '/*',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    isEmptyUri: true,
  });
  signature.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  return signature.getSignedXml();
}
