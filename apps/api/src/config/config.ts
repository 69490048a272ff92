import { join } from 'node:path';
import { loadOrCreateAppSecret, loadOrCreateDataKey } from './app-secret';
import { type Env, parseEnv } from './env';
import { fromRepoRoot, readAppVersion } from './paths';

/** The parsed environment with paths made absolute, the secret resolved and the version read. */
export type AppConfig = Omit<Env, 'APP_SECRET' | 'DATA_ENCRYPTION_KEY' | 'FILES_DIR'> & {
  FILES_DIR: string;
  APP_SECRET: string;
  DATA_ENCRYPTION_KEY: string;
  VERSION: string;
};

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const env = parseEnv(source);
  const dataDir = fromRepoRoot(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    WEB_DIST: fromRepoRoot(env.WEB_DIST),
    CONSOLE_DIST: fromRepoRoot(env.CONSOLE_DIST),
    FILES_DIR: env.FILES_DIR ? fromRepoRoot(env.FILES_DIR) : join(dataDir, 'files'),
    APP_SECRET: env.APP_SECRET ?? loadOrCreateAppSecret(dataDir),
    DATA_ENCRYPTION_KEY: env.DATA_ENCRYPTION_KEY ?? loadOrCreateDataKey(dataDir),
    VERSION: readAppVersion(),
  };
}
