/**
 * Writes the development stand-in for the lender's document-signing
 * certificate (apps/api/fixtures/lender-dev): an RSA-2048 key and a
 * self-signed certificate in a PKCS#12 file (passphrase "development"), used
 * when LENDER_SIGNING_P12 is unset outside production; production refuses it
 * (decision 083). Also "another" PKCS#12 (passphrase "test-other"), the
 * configured one of the production tests. Existing files are kept unless
 * --new-key is given.
 *
 *   node --import tsx apps/api/scripts/make-lender-signing-cert.ts [--new-key]
 */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import {
  DEV_LENDER_DIR,
  DEV_LENDER_P12,
  DEV_LENDER_PASSPHRASE,
} from '../src/modules/documents/lender-signer';

function makeP12(commonName: string, organization: string, passphrase: string) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.rsa.setPublicKey(key.n, key.e);
  cert.serialNumber = `0${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  cert.validity.notBefore = new Date('2020-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2040-01-01T00:00:00Z');
  const names = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: organization },
    { name: 'countryName', value: 'IN' },
  ];
  cert.setSubject(names);
  cert.setIssuer(names);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, {
    algorithm: '3des',
    friendlyName: commonName,
  });
  return {
    p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'),
    certPem: forge.pki.certificateToPem(cert),
  };
}

mkdirSync(DEV_LENDER_DIR, { recursive: true });
if (process.argv.includes('--new-key') || !existsSync(DEV_LENDER_P12)) {
  const dev = makeP12(
    'RupeeSetu lender DEVELOPMENT STAND-IN (not a trusted signer)',
    'Development only - not a lender',
    DEV_LENDER_PASSPHRASE,
  );
  writeFileSync(DEV_LENDER_P12, dev.p12);
  writeFileSync(join(DEV_LENDER_DIR, 'lender-dev-certificate.pem'), dev.certPem);
}
const other = join(DEV_LENDER_DIR, 'test-other.p12');
if (process.argv.includes('--new-key') || !existsSync(other)) {
  const made = makeP12(
    'Another signer - stands for the lender in production tests',
    'Tests only',
    'test-other',
  );
  writeFileSync(other, made.p12);
}
console.log(`wrote ${DEV_LENDER_DIR}`);
