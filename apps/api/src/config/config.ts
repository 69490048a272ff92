import { loadOrCreateAppSecret } from './app-secret';
import { type Env, parseEnv } from './env';
import { fromRepoRoot, readAppVersion } from './paths';

/** The parsed environment with paths made absolute, the secret resolved and the version read. */
export type AppConfig = Omit<Env, 'APP_SECRET'> & { APP_SECRET: string; VERSION: string };

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const env = parseEnv(source);
  const dataDir = fromRepoRoot(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    WEB_DIST: fromRepoRoot(env.WEB_DIST),
    APP_SECRET: env.APP_SECRET ?? loadOrCreateAppSecret(dataDir),
    VERSION: readAppVersion(),
  };
}
