import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';

/** What a reader's signature panel shows about the signing (the /Name, /Reason, /Location and /ContactInfo entries). */
export interface PdfSignatureInfo {
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
}

export interface PdfSigner {
  /** A copy of `pdf` with a detached PKCS#7 signature (adbe.pkcs7.detached) over all of it, made at `signingTime`. */
  sign(pdf: Uint8Array, signingTime: Date): Promise<Buffer>;
  /** The signing certificate (DER), to compare with the one a signature carries. */
  certificateDer: Buffer;
}

/**
 * Room for the PKCS#7 in /Contents, in bytes (written as twice as many hex
 * digits): the signer and two CA certificates (RSA-2048/4096) and the
 * signed attributes fit with room to spare; the unused part is zeros.
 */
const SIGNATURE_LENGTH = 8192;

/** The signing certificate of a PKCS#12 file (its first certificate with a matching key), as DER; throws when unreadable. */
export function p12Certificate(p12: Buffer, passphrase: string): Buffer {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn1, passphrase);
  const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag as string;
  const certBag = forge.pki.oids.certBag as string;
  const key = parsed.getBags({ bagType: keyBag })[keyBag]?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  const certBags: forge.pkcs12.Bag[] = parsed.getBags({ bagType: certBag })[certBag] ?? [];
  const own = certBags.find((bag) => {
    const publicKey = bag.cert?.publicKey as forge.pki.rsa.PublicKey | undefined;
    return key && publicKey?.n.equals(key.n) && publicKey.e.equals(key.e);
  });
  if (!own?.cert) throw new Error('no certificate with its private key in the PKCS#12 file');
  return Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(own.cert)).getBytes(), 'binary');
}

/**
 * Signs PDFs with a PKCS#12 key and certificate (and its chain, when the file
 * holds one): a signature placeholder appended as an incremental update
 * (@signpdf/placeholder-plain, which reads pdfkit's classic xref table), then
 * the PKCS#7 over the ByteRange written into it (@signpdf/signer-p12).
 * CPU: one RSA signature and a SHA-256 over the file (docs/decisions/083).
 */
export function createPdfSigner(p12: Buffer, passphrase: string, info: PdfSignatureInfo): PdfSigner {
  const certificateDer = p12Certificate(p12, passphrase);
  const signPdf = new SignPdf();
  return {
    certificateDer,
    async sign(pdf, signingTime) {
      const withPlaceholder = plainAddPlaceholder({
        pdfBuffer: Buffer.from(pdf),
        ...info,
        signingTime,
        signatureLength: SIGNATURE_LENGTH,
        subFilter: 'adbe.pkcs7.detached',
      });
      // A P12Signer reads its PKCS#12 from a forge buffer that signing consumes: one per signature.
      return signPdf.sign(withPlaceholder, new P12Signer(p12, { passphrase }), signingTime);
    },
  };
}
