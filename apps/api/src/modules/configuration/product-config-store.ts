import type { ProductConfig } from '@app/domain';
import type { Db, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { productConfigRepository } from './product-config-repository';

/** The configuration in force: what new orders are priced with, and its version number. */
export interface ActiveProductConfig extends ProductConfig {
  version: number;
}

export const FIRST_VERSION_NOTE = 'Initial configuration from the environment and defaults';

export interface ProductConfigStoreDeps {
  db: Db;
  clock: Clock;
  /** Version 1: what the environment and the code defaults say (GST_BASE, COOLING_OFF_HOURS, EXTENSION_DAYS). */
  defaults: ProductConfig;
  /** How long an instance trusts its copy before reading again, so several API instances converge. */
  cacheSeconds: number;
}

/**
 * The product configuration in force, cached in memory. The newest version
 * row wins; until one is written (a fresh database, or a test that emptied
 * the table) the defaults are version 1. A save on this instance refreshes at
 * once; another instance's save is seen within `cacheSeconds`.
 */
export function createProductConfigStore(deps: ProductConfigStoreDeps) {
  const { db, clock, defaults } = deps;
  let cached: { config: ActiveProductConfig; readAt: number } | undefined;
  const first: ActiveProductConfig = { version: 1, ...structuredClone(defaults) };

  async function read(executor: Executor): Promise<ActiveProductConfig> {
    const row = await productConfigRepository.newest(executor);
    return row ? { version: row.version, pricing: row.pricing, products: row.products } : first;
  }

  // The cache runs on the process's monotonic time: the injected clock may be a test's, frozen or moved back.
  const fresh = () => cached !== undefined && performance.now() - cached.readAt < deps.cacheSeconds * 1000;

  return {
    defaults: first,

    async current(): Promise<ActiveProductConfig> {
      if (fresh() && cached) return cached.config;
      const config = await read(db);
      cached = { config, readAt: performance.now() };
      return config;
    },

    /** The newest version inside a transaction (no cache): what a save builds on. */
    read,

    /** The copy in hand without waiting (the defaults before the first read), for synchronous readers such as the FAQ. */
    peek(): ActiveProductConfig {
      return cached?.config ?? first;
    },

    /** Takes a version just saved on this instance as the one in force, at once. */
    remember(config: ActiveProductConfig) {
      cached = { config, readAt: performance.now() };
    },

    /** Writes version 1 from the defaults when there is none yet (at start; idempotent). */
    async seed(executor: Executor = db): Promise<void> {
      await productConfigRepository.insert(
        executor,
        { version: 1, ...structuredClone(defaults), staffId: null, note: FIRST_VERSION_NOTE },
        clock.now(),
      );
    },
  };
}

export type ProductConfigStore = ReturnType<typeof createProductConfigStore>;
