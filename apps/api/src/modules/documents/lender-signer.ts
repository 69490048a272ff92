import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../../config/env';
import { API_ROOT, fromRepoRoot } from '../../config/paths';
import { createPdfSigner, type PdfSigner, p12Certificate } from '../../lib/pdf-signature/sign-pdf';

/**
 * The development stand-in for the lender's document-signing certificate,
 * made by scripts/make-lender-signing-cert.ts: self-signed, its key and
 * passphrase committed, so a signature by it proves nothing (decision 083).
 */
export const DEV_LENDER_DIR = join(API_ROOT, 'fixtures/lender-dev');
export const DEV_LENDER_P12 = join(DEV_LENDER_DIR, 'lender-dev.p12');
export const DEV_LENDER_PASSPHRASE = 'development';

const fingerprint = (der: Buffer) => createHash('sha256').update(der).digest('hex');

/** LENDER_SIGNING_P12: a path (relative to the repository root) or the file in base64. */
function readP12(given: string): Buffer | null {
  const path = fromRepoRoot(given);
  if (existsSync(path)) return readFileSync(path);
  const compact = given.replace(/\s+/g, '');
  return /^[A-Za-z0-9+/]+={0,2}$/.test(compact) && compact.length > 100
    ? Buffer.from(compact, 'base64')
    : null;
}

function devFingerprint(): string | null {
  return existsSync(DEV_LENDER_P12)
    ? fingerprint(p12Certificate(readFileSync(DEV_LENDER_P12), DEV_LENDER_PASSPHRASE))
    : null;
}

export interface LenderSignerConfig {
  NODE_ENV: string;
  LENDER_NAME: string;
  LENDER_SIGNING_P12?: string | undefined;
  LENDER_SIGNING_PASSPHRASE?: string | undefined;
}

/**
 * The signer of every PDF the lender issues. Unset outside production: the
 * development certificate. A production start refuses to run without one, or
 * with the development one (decision 066's pattern): a reader would show the
 * borrower a signature anybody with the repository can make.
 */
export function loadLenderSigner(config: LenderSignerConfig): PdfSigner & { development: boolean } {
  const production = config.NODE_ENV === 'production';
  const given = config.LENDER_SIGNING_P12?.trim();
  if (!given && production) {
    throw new ConfigError(
      "Invalid configuration: LENDER_SIGNING_P12 must be set when NODE_ENV=production (the lender's document-signing certificate and key, a PKCS#12 path or base64)",
    );
  }
  const p12 = given ? readP12(given) : readFileSync(DEV_LENDER_P12);
  const passphrase = given ? (config.LENDER_SIGNING_PASSPHRASE ?? '') : DEV_LENDER_PASSPHRASE;
  if (!p12) {
    throw new ConfigError(
      'Invalid configuration: LENDER_SIGNING_P12 must be the path of a PKCS#12 file or the file in base64',
    );
  }
  let certificate: Buffer;
  try {
    certificate = p12Certificate(p12, passphrase);
  } catch {
    throw new ConfigError(
      'Invalid configuration: LENDER_SIGNING_P12 cannot be opened with LENDER_SIGNING_PASSPHRASE (or holds no certificate with its key)',
    );
  }
  const development = fingerprint(certificate) === devFingerprint();
  if (production && development) {
    throw new ConfigError(
      "Refusing to start with NODE_ENV=production: LENDER_SIGNING_P12 is the development stand-in (its key is in the repository); configure the lender's document-signing certificate",
    );
  }
  const signer = createPdfSigner(p12, passphrase, {
    name: config.LENDER_NAME,
    reason: `Issued by ${config.LENDER_NAME}`,
    location: 'India',
    contactInfo: config.LENDER_NAME,
  });
  return { ...signer, development };
}
