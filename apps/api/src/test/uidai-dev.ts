import { generateKeyPairSync, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TextReader, Uint8ArrayWriter, ZipWriter } from '@zip.js/zip.js';
import jpeg from 'jpeg-js';
import forge from 'node-forge';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { SignedXml } from 'xml-crypto';
import { uidaiMobileHash } from '../modules/kyc/aadhaar/mobile-hash';
import { DEV_UIDAI_CERTIFICATE, DEV_UIDAI_DIR, DEV_UIDAI_KEY } from '../modules/kyc/aadhaar/uidai-trust';

/**
 * Makers of development stand-ins for UIDAI's offline e-KYC ZIP and Secure
 * QR, in UIDAI's formats (docs/decisions/077), signed with a development key
 * (never UIDAI's). Used by scripts/make-uidai-dev-fixtures.ts and the tests.
 */

export interface Signer {
  keyPem: string;
  certPem: string;
}

/** The committed development stand-in for UIDAI's key and certificate. */
export function devUidaiSigner(): Signer {
  return {
    keyPem: readFileSync(DEV_UIDAI_KEY, 'utf8'),
    certPem: readFileSync(DEV_UIDAI_CERTIFICATE, 'utf8'),
  };
}

/** A second committed key and certificate: "another certificate" in the tests, and the configured one in a production test. */
export const OTHER_KEY = join(DEV_UIDAI_DIR, 'test-other-key.pem');
export const OTHER_CERTIFICATE = join(DEV_UIDAI_DIR, 'test-other-certificate.pem');

export function otherSigner(): Signer {
  return { keyPem: readFileSync(OTHER_KEY, 'utf8'), certPem: readFileSync(OTHER_CERTIFICATE, 'utf8') };
}

/** A fresh RSA-2048 key and a self-signed certificate naming `commonName` (valid 2020-2040). */
export function makeSigner(commonName: string): Signer {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const key = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.rsa.setPublicKey(key.n, key.e);
  cert.serialNumber = `0${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  cert.validity.notBefore = new Date('2020-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2040-01-01T00:00:00Z');
  const names = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Development only - not UIDAI' },
    { name: 'countryName', value: 'IN' },
  ];
  cert.setSubject(names);
  cert.setIssuer(names);
  cert.sign(key, forge.md.sha256.create());
  return { keyPem, certPem: forge.pki.certificateToPem(cert) };
}

export interface Resident {
  name: string;
  /** dd-mm-yyyy, as UIDAI writes it */
  dob: string;
  gender: 'M' | 'F' | 'T';
  /** The last four digits of the (made-up) Aadhaar number: the only part any file carries. */
  last4: string;
  mobile: string | null;
  email: string | null;
  careOf: string;
  house: string;
  street: string;
  landmark: string;
  locality: string;
  vtc: string;
  postOffice: string;
  subDistrict: string;
  district: string;
  state: string;
  pinCode: string;
  photo: Buffer;
}

/** A small synthetic portrait (an oval face on a plain ground), JPEG: no real person. */
export function syntheticPortrait(width = 60, height = 75, quality = 30): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = (x - width / 2) / (width * 0.32);
      const dy = (y - height * 0.45) / (height * 0.36);
      const face = dx * dx + dy * dy <= 1;
      const i = (y * width + x) * 4;
      data[i] = face ? 196 : 210;
      data[i + 1] = face ? 150 : 222;
      data[i + 2] = face ? 120 : 235;
      data[i + 3] = 255;
    }
  }
  return jpeg.encode({ width, height, data }, quality).data;
}

export const SAMPLE_RESIDENT: Resident = {
  name: 'Asha Verma',
  dob: '14-03-1992',
  gender: 'F',
  last4: '4821',
  mobile: '9876543210',
  email: 'asha@example.in',
  careOf: 'W/O Ravi Verma',
  house: '12',
  street: 'Lake Road',
  landmark: 'Near Bus Stand',
  locality: 'Palasia',
  vtc: 'Indore',
  postOffice: 'Indore GPO',
  subDistrict: 'Indore',
  district: 'Indore',
  state: 'Madhya Pradesh',
  pinCode: '452001',
  photo: syntheticPortrait(),
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** UIDAI's reference id: the last four digits, then yyyyMMddHHmmssSSS in India time. */
export function referenceId(last4: string, at: Date): string {
  const ist = new Date(at.getTime() + 5.5 * 3_600_000);
  return (
    `${last4}${ist.getUTCFullYear()}${pad(ist.getUTCMonth() + 1)}${pad(ist.getUTCDate())}` +
    `${pad(ist.getUTCHours())}${pad(ist.getUTCMinutes())}${pad(ist.getUTCSeconds())}${pad(ist.getUTCMilliseconds(), 3)}`
  );
}

const lastDigit = (r: Resident) => Number(r.last4.slice(-1));
const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The offline e-KYC XML, signed (enveloped, C14N, RSA-SHA256 over a SHA-256 digest). */
export function offlineXml(resident: Resident, generatedAt: Date, shareCode: string, signer: Signer): string {
  const r = resident;
  const hash = (value: string | null) => (value ? uidaiMobileHash(value, shareCode, lastDigit(r)) : '');
  const a = (name: string, value: string) => `${name}="${escapeXml(value)}"`;
  const xml =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    `<OfflinePaperlessKyc ${a('referenceId', referenceId(r.last4, generatedAt))}><UidData>` +
    `<Poi ${a('dob', r.dob)} ${a('e', hash(r.email))} ${a('gender', r.gender)} ${a('m', hash(r.mobile))} ${a('name', r.name)}/>` +
    `<Poa ${a('careof', r.careOf)} ${a('country', 'India')} ${a('dist', r.district)} ${a('house', r.house)} ` +
    `${a('landmark', r.landmark)} ${a('loc', r.locality)} ${a('pc', r.pinCode)} ${a('po', r.postOffice)} ` +
    `${a('state', r.state)} ${a('street', r.street)} ${a('subdist', r.subDistrict)} ${a('vtc', r.vtc)}/>` +
    `<Pht>${r.photo.toString('base64')}</Pht></UidData></OfflinePaperlessKyc>`;
  const sig = new SignedXml({
    privateKey: signer.keyPem,
    publicCert: signer.certPem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  });
  sig.addReference({
    xpath: '/*',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    isEmptyUri: true,
  });
  sig.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  return sig.getSignedXml();
}

/** UIDAI's download: the XML in a ZIP encrypted (AES-256) with the share code, named offlineaadhaar<stamp>. */
export async function offlineZip(
  xml: string,
  shareCode: string,
  options: { encrypted?: boolean } = {},
): Promise<Buffer> {
  const stamp = /referenceId="\d{4}(\d{17})"/.exec(xml)?.[1] ?? '0';
  const encrypted = options.encrypted ?? true;
  const writer = new ZipWriter(
    new Uint8ArrayWriter(),
    encrypted ? { password: shareCode, encryptionStrength: 3 } : {},
  );
  await writer.add(`offlineaadhaar${stamp}.xml`, new TextReader(xml));
  return Buffer.from(await writer.close());
}

/**
 * The Secure QR's decimal text (V2): version, indicator, the text fields and
 * the mobile's last four digits separated by 255, the photo, the e-mail and
 * mobile hashes, the RSA-SHA256 signature; gzipped; read as one big integer.
 */
export function secureQrText(resident: Resident, generatedAt: Date, signer: Signer): string {
  const r = resident;
  const indicator = (r.email ? 1 : 0) + (r.mobile ? 2 : 0);
  const fields = [
    'V2',
    String(indicator),
    referenceId(r.last4, generatedAt),
    r.name,
    r.dob,
    r.gender,
    r.careOf,
    r.district,
    r.landmark,
    r.house,
    r.locality,
    r.pinCode,
    r.postOffice,
    r.state,
    r.street,
    r.subDistrict,
    r.vtc,
    r.mobile ? r.mobile.slice(-4) : '',
  ];
  const parts: Buffer[] = [];
  for (const field of fields) parts.push(Buffer.from(field, 'latin1'), Buffer.from([255]));
  parts.push(r.photo);
  const rawHash = (value: string) => Buffer.from(uidaiMobileHash(value, '', lastDigit(r)), 'hex');
  if (r.email) parts.push(rawHash(r.email));
  if (r.mobile) parts.push(rawHash(r.mobile));
  const signed = Buffer.concat(parts);
  const signature = sign('sha256', signed, signer.keyPem);
  const zipped = gzipSync(Buffer.concat([signed, signature]), { level: 9 });
  return BigInt(`0x${zipped.toString('hex')}`).toString(10);
}

const CARD_W = 1100;
const CARD_H = 700;

/**
 * A card's QR side as a phone might photograph it: a light card with an
 * orange band, a grey photo box, bars for the printed lines and the QR code
 * (the `qrcode` package, numeric mode) on the right. PNG or JPEG.
 */
export function secureQrCard(text: string, format: 'png' | 'jpeg' = 'png'): Buffer {
  const qr = QRCode.create([{ data: text, mode: 'numeric' }], { errorCorrectionLevel: 'L' });
  const size = qr.modules.size;
  const module = Math.max(2, Math.floor(520 / size));
  const data = Buffer.alloc(CARD_W * CARD_H * 4);
  const fill = (x0: number, y0: number, w: number, h: number, rgb: [number, number, number]) => {
    for (let y = Math.max(0, y0); y < Math.min(CARD_H, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(CARD_W, x0 + w); x++) {
        const i = (y * CARD_W + x) * 4;
        data[i] = rgb[0];
        data[i + 1] = rgb[1];
        data[i + 2] = rgb[2];
        data[i + 3] = 255;
      }
    }
  };
  fill(0, 0, CARD_W, CARD_H, [250, 246, 238]);
  fill(0, 0, CARD_W, 70, [243, 156, 52]);
  fill(40, 110, 170, 210, [185, 165, 143]);
  for (let line = 0; line < 6; line++) fill(40, 360 + line * 48, 300 + ((line * 97) % 140), 22, [60, 60, 60]);
  const left = CARD_W - size * module - 60;
  const top = 110;
  fill(left - 4 * module, top - 4 * module, (size + 8) * module, (size + 8) * module, [255, 255, 255]);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (qr.modules.get(row, col)) fill(left + col * module, top + row * module, module, module, [0, 0, 0]);
    }
  }
  if (format === 'jpeg') return jpeg.encode({ width: CARD_W, height: CARD_H, data }, 92).data;
  const png = new PNG({ width: CARD_W, height: CARD_H });
  data.copy(png.data);
  return PNG.sync.write(png);
}

/** A card with no QR code at all (the "blank QR" case). */
export function cardWithoutQr(): Buffer {
  const png = new PNG({ width: 800, height: 500 });
  png.data.fill(240);
  return PNG.sync.write(png);
}

/**
 * The card as a phone photographs it (bilinear, like a lens): on a grey-blue table, turned by `angle`
 * degrees, `scale` times its size, a little darker and bluer, with sensor
 * noise (seeded: the same picture every run), saved as a JPEG.
 */
export function photographedCard(
  cardPng: Buffer,
  options: { angle: number; scale: number; noise: number },
): Buffer {
  const card = PNG.sync.read(cardPng);
  const width = 2400;
  const height = 1800;
  const out = Buffer.alloc(width * height * 4);
  const a = (options.angle * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - width / 2;
      const dy = y - height / 2;
      // Bilinear, as a lens blurs: nearest-pixel sampling would leave jagged module edges no camera makes.
      const u = (cos * dx + sin * dy) / options.scale + card.width / 2 - 0.5;
      const v = (-sin * dx + cos * dy) / options.scale + card.height / 2 - 0.5;
      let rgb = [90, 100, 110];
      if (u >= 0 && v >= 0 && u < card.width - 1 && v < card.height - 1) {
        const u0 = Math.floor(u);
        const v0 = Math.floor(v);
        const fu = u - u0;
        const fv = v - v0;
        const at = (uu: number, vv: number, c: number) => card.data[(vv * card.width + uu) * 4 + c] ?? 0;
        rgb = [0, 1, 2].map(
          (c) =>
            at(u0, v0, c) * (1 - fu) * (1 - fv) +
            at(u0 + 1, v0, c) * fu * (1 - fv) +
            at(u0, v0 + 1, c) * (1 - fu) * fv +
            at(u0 + 1, v0 + 1, c) * fu * fv,
        );
      }
      const n = (random() - 0.5) * options.noise;
      const i = (y * width + x) * 4;
      out[i] = clamp((rgb[0] ?? 0) * 0.9 + 10 + n);
      out[i + 1] = clamp((rgb[1] ?? 0) * 0.9 + 10 + n);
      out[i + 2] = clamp((rgb[2] ?? 0) * 0.85 + 15 + n);
      out[i + 3] = 255;
    }
  }
  return jpeg.encode({ width, height, data: out }, 85).data;
}
