import forge from 'node-forge';

export interface PdfSignatureCheck {
  /** The digest in the signed attributes equals the SHA-256 of the ByteRange, and the RSA signature over those attributes verifies with the signer's key. */
  valid: boolean;
  /** Why not, when not valid. */
  reason?: string;
  /** The signer's certificate (DER), as the signature carries it. */
  signerDer?: Buffer;
  /** The ByteRange covers the whole file but the /Contents hole. */
  coversWholeFile?: boolean;
  signingTime?: Date;
}

const fail = (reason: string): PdfSignatureCheck => ({ valid: false, reason });

/** The last /ByteRange and its /Contents hole: the signature an incremental update appended last. */
function byteRange(pdf: Buffer): [number, number, number, number] | null {
  const text = pdf.toString('latin1');
  const matches = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = matches.at(-1);
  if (!last) return null;
  return [Number(last[1]), Number(last[2]), Number(last[3]), Number(last[4])];
}

const attribute = (attrs: forge.asn1.Asn1[], oid: string): forge.asn1.Asn1 | undefined =>
  attrs.find((attr) => {
    const [type] = attr.value as forge.asn1.Asn1[];
    return type && forge.asn1.derToOid(forge.util.createBuffer(type.value as string)) === oid;
  });

const attributeValue = (attr: forge.asn1.Asn1): forge.asn1.Asn1 | undefined =>
  ((attr.value as forge.asn1.Asn1[])[1]?.value as forge.asn1.Asn1[] | undefined)?.[0];

/**
 * Checks the last signature of a PDF as a reader does, with node-forge: the
 * ByteRange's bytes hash to the signed messageDigest attribute, and the
 * signer's RSA key verifies the signature over the signed attributes.
 * Trust (whose certificate it is) is the caller's comparison with signerDer.
 */
export function verifyPdfSignature(pdf: Buffer): PdfSignatureCheck {
  const range = byteRange(pdf);
  if (!range) return fail('no /ByteRange');
  const [start1, length1, start2, length2] = range;
  if (start1 !== 0 || start2 + length2 > pdf.length || start2 < start1 + length1)
    return fail('bad /ByteRange');
  const hole = pdf.subarray(start1 + length1, start2).toString('latin1');
  const hex = /^<([0-9A-Fa-f]+)>$/.exec(hole)?.[1];
  if (!hex) return fail('no /Contents at the ByteRange hole');
  const signed = Buffer.concat([pdf.subarray(start1, length1), pdf.subarray(start2, start2 + length2)]);

  let message: forge.pkcs7.PkcsSignedData;
  try {
    const der = forge.util.hexToBytes(hex);
    const asn1 = forge.asn1.fromDer(der, { strict: false, parseAllBytes: false } as never);
    message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData;
  } catch {
    return fail('unreadable PKCS#7');
  }
  const raw = (message as unknown as { rawCapture: Record<string, unknown> }).rawCapture;
  const attrs = raw.authenticatedAttributes as forge.asn1.Asn1[] | undefined;
  const signature = raw.signature as string | undefined;
  const signer = message.certificates[0];
  if (!attrs || !signature || !signer) return fail('no signed attributes, signature or certificate');

  const digestAttr = attribute(attrs, forge.pki.oids.messageDigest as string);
  const digest = digestAttr && attributeValue(digestAttr);
  const actual = forge.md.sha256.create().update(signed.toString('binary')).digest().getBytes();
  if (!digest || digest.value !== actual) return fail('the signed bytes changed (messageDigest differs)');

  // The signature is over the attributes' DER as a SET (tag 0x31), not the [0] IMPLICIT the message carries.
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs);
  const attrsDigest = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes());
  let verified = false;
  try {
    verified = (signer.publicKey as forge.pki.rsa.PublicKey).verify(
      attrsDigest.digest().getBytes(),
      signature,
    );
  } catch {
    verified = false;
  }
  if (!verified) return fail('the signature does not verify with the signer certificate');

  const timeAttr = attribute(attrs, forge.pki.oids.signingTime as string);
  const time = timeAttr && attributeValue(timeAttr);
  return {
    valid: true,
    signerDer: Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(signer)).getBytes(), 'binary'),
    coversWholeFile: start2 + length2 === pdf.length,
    signingTime: time ? forge.asn1.utcTimeToDate(time.value as string) : undefined,
  };
}
