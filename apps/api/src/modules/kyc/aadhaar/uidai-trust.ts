import { createHash, type KeyObject, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../../../config/env';
import { API_ROOT, fromRepoRoot } from '../../../config/paths';

/**
 * The development stand-in for UIDAI's signing certificate, made by
 * scripts/make-uidai-dev-fixtures.ts: self-signed, its private key committed
 * beside it so tests can sign samples. Never UIDAI's material.
 */
export const DEV_UIDAI_DIR = join(API_ROOT, 'fixtures/uidai-dev');
export const DEV_UIDAI_CERTIFICATE = join(DEV_UIDAI_DIR, 'uidai-dev-certificate.pem');
export const DEV_UIDAI_KEY = join(DEV_UIDAI_DIR, 'uidai-dev-key.pem');

/** The certificates whose keys an Aadhaar signature must verify against: UIDAI rotates its key, so a bundle may hold several. */
export interface UidaiTrust {
  keys: KeyObject[];
  /** PEM of each certificate, for the XML signature library. */
  pems: string[];
  /** True when only the development stand-in is trusted. */
  development: boolean;
}

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** The certificates of a PEM text (one or a bundle); `\n` escapes from a one-line variable are undone. */
export function parseCertificates(text: string): X509Certificate[] {
  const blocks = text.replace(/\\n/g, '\n').match(PEM_BLOCK) ?? [];
  return blocks.map((block) => new X509Certificate(block));
}

const fingerprint = (cert: X509Certificate) => createHash('sha256').update(cert.raw).digest('hex');

function devCertificates(): X509Certificate[] {
  return existsSync(DEV_UIDAI_CERTIFICATE)
    ? parseCertificates(readFileSync(DEV_UIDAI_CERTIFICATE, 'utf8'))
    : [];
}

/**
 * UIDAI_CERTIFICATE (a path, relative to the repository root, or the PEM
 * itself); unset outside production: the development certificate. A
 * production start refuses to run without it or with the development
 * certificate among it: a signature from a key whose private half is in the
 * repository proves nothing (issue 31, like issue 28's simulators).
 */
export function loadUidaiTrust(config: {
  NODE_ENV: string;
  UIDAI_CERTIFICATE?: string | undefined;
}): UidaiTrust {
  const production = config.NODE_ENV === 'production';
  const given = config.UIDAI_CERTIFICATE?.trim();
  if (!given) {
    if (production) {
      throw new ConfigError(
        "Invalid configuration: UIDAI_CERTIFICATE must be set when NODE_ENV=production (UIDAI's offline e-KYC signing certificate, a path or the PEM)",
      );
    }
    const dev = devCertificates();
    return { keys: dev.map((c) => c.publicKey), pems: dev.map((c) => c.toString()), development: true };
  }
  let certificates: X509Certificate[];
  try {
    const text = given.includes('-----BEGIN') ? given : readFileSync(fromRepoRoot(given), 'utf8');
    certificates = parseCertificates(text);
  } catch {
    certificates = [];
  }
  if (certificates.length === 0) {
    throw new ConfigError(
      'Invalid configuration: UIDAI_CERTIFICATE must be a PEM certificate or the path of a file holding one',
    );
  }
  const devPrints = new Set(devCertificates().map(fingerprint));
  const development = certificates.some((c) => devPrints.has(fingerprint(c)));
  if (production && development) {
    throw new ConfigError(
      "Refusing to start with NODE_ENV=production: UIDAI_CERTIFICATE is the development stand-in (its private key is in the repository); configure UIDAI's certificate",
    );
  }
  return {
    keys: certificates.map((c) => c.publicKey),
    pems: certificates.map((c) => c.toString()),
    development,
  };
}
