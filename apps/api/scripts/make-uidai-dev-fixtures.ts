/**
 * Writes the development stand-ins for UIDAI's trust material and samples
 * (apps/api/fixtures/uidai-dev): an RSA-2048 key and a self-signed
 * certificate (made here, never UIDAI's), and, signed with them, an offline
 * e-KYC ZIP (share code 1234) and a Secure QR card image (PNG). Development
 * and test use this certificate when UIDAI_CERTIFICATE is unset; production
 * refuses it. The key is kept unless --new-key is given (tests sign their
 * own samples with it).
 *
 *   node --import tsx apps/api/scripts/make-uidai-dev-fixtures.ts [--new-key]
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_UIDAI_CERTIFICATE, DEV_UIDAI_DIR, DEV_UIDAI_KEY } from '../src/modules/kyc/aadhaar/uidai-trust';
import {
  devUidaiSigner,
  makeSigner,
  OTHER_CERTIFICATE,
  OTHER_KEY,
  offlineXml,
  offlineZip,
  SAMPLE_RESIDENT,
  secureQrCard,
  secureQrText,
} from '../src/test/uidai-dev';

mkdirSync(DEV_UIDAI_DIR, { recursive: true });
if (process.argv.includes('--new-key') || !existsSync(DEV_UIDAI_KEY) || !existsSync(DEV_UIDAI_CERTIFICATE)) {
  const signer = makeSigner('UIDAI offline e-KYC DEVELOPMENT STAND-IN');
  writeFileSync(DEV_UIDAI_KEY, signer.keyPem);
  writeFileSync(DEV_UIDAI_CERTIFICATE, signer.certPem);
}
// Another certificate, for the tests: a file it signed must be refused, and it stands for "UIDAI's" in a production test.
if (!existsSync(OTHER_CERTIFICATE)) {
  const other = makeSigner('Another signer - not the configured certificate');
  writeFileSync(OTHER_KEY, other.keyPem);
  writeFileSync(OTHER_CERTIFICATE, other.certPem);
}
const signer = devUidaiSigner();
// Now: an offline XML is accepted for a few days only (decision 077); rerun the script for a fresh sample, tests make their own.
const generatedAt = new Date();
const shareCode = '1234';
const xml = offlineXml(SAMPLE_RESIDENT, generatedAt, shareCode, signer);
writeFileSync(join(DEV_UIDAI_DIR, 'sample-offline-ekyc.zip'), await offlineZip(xml, shareCode));
writeFileSync(
  join(DEV_UIDAI_DIR, 'sample-secure-qr-card.png'),
  secureQrCard(secureQrText(SAMPLE_RESIDENT, generatedAt, signer)),
);
console.log(`wrote ${DEV_UIDAI_DIR} (share code ${shareCode}, mobile ${SAMPLE_RESIDENT.mobile})`);
