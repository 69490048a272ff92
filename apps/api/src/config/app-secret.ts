import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Outside production the HMAC key for OTP hashes is generated once and kept
 * in DATA_DIR/app-secret (mode 0600), so codes survive a restart without any
 * setup. Production must pass APP_SECRET (checked in env.ts).
 */
export function loadOrCreateAppSecret(dataDir: string): string {
  return loadOrCreate(join(dataDir, 'app-secret'));
}

/**
 * Likewise the AES-256-GCM key for personal data at rest (DATA_DIR/data-key).
 * Losing it loses the encrypted Aadhaar, PAN and account numbers: production
 * passes DATA_ENCRYPTION_KEY from its secret store.
 */
export function loadOrCreateDataKey(dataDir: string): string {
  return loadOrCreate(join(dataDir, 'data-key'));
}

function loadOrCreate(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
