import type { ConfigurationCurrent, ProductConfigVersion } from '@app/contract';
import { type ProductConfig, productConfigDiff, productConfigProblem } from '@app/domain';
import type { Db } from '../../db/client';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { auditRepository } from '../../platform/audit-repository';
import type { AuthenticatedStaff } from '../staff';
import { productConfigRepository } from './product-config-repository';
import type { ProductConfigStore } from './product-config-store';

const HISTORY_LIMIT = 100;

/**
 * Configuration (admin): the versions of pricing and products. A save is a
 * new version, never an edit, so every order keeps pointing at the terms it
 * was priced with; a rollback is a new version copying an old one.
 */
export function createConfigurationService(deps: {
  db: Db;
  clock: Clock;
  store: ProductConfigStore;
  /** The shortest cooling-off window a save may set (coolingOffFloor: 24 hours in production). */
  minCoolingOffHours: number;
}) {
  const { db, clock, store, minCoolingOffHours } = deps;

  /**
   * Writes `config` as the version after `baseVersion`, audited with the
   * before and after. Version 1 is written first if only the defaults stood.
   * Two admins saving on the same version: the second finds its number taken
   * (primary key) and gets CONFIG_STALE.
   */
  async function save(
    actor: AuthenticatedStaff,
    config: ProductConfig,
    input: { note: string; baseVersion: number; action: string; reason?: string },
  ): Promise<ConfigurationCurrent> {
    const problem = productConfigProblem(config, { minCoolingOffHours });
    if (problem)
      throw new AppError('CONFIG_INVALID', {
        field: problem.field,
        params: { field: problem.field, rule: problem.rule },
      });
    const now = clock.now();
    const saved = await transact(db, async (tx) => {
      await store.seed(tx);
      const before = await store.read(tx);
      if (before.version !== input.baseVersion) throw new AppError('CONFIG_STALE');
      const version = before.version + 1;
      const next = { pricing: config.pricing, products: config.products };
      const inserted = await productConfigRepository.insert(
        tx,
        { version, ...next, staffId: actor.staffId, note: input.note },
        now,
      );
      if (!inserted) throw new AppError('CONFIG_STALE');
      await auditRepository.record(
        tx,
        {
          staffId: actor.staffId,
          action: input.action,
          subjectType: 'product_config',
          subjectId: String(version),
          before: { version: before.version, pricing: before.pricing, products: before.products },
          after: { version, ...next },
          reason: input.reason ?? input.note,
        },
        now,
      );
      return { version, ...next };
    });
    store.remember(saved);
    return saved;
  }

  return {
    current: (): Promise<ConfigurationCurrent> => store.current(),

    /** Newest first, each with what changed from the one before. */
    async history(): Promise<ProductConfigVersion[]> {
      const rows = await productConfigRepository.list(db, HISTORY_LIMIT);
      const defaults = store.defaults;
      const versions =
        rows.length > 0
          ? rows
          : [
              {
                ...defaults,
                note: 'Defaults (not yet written)',
                createdAt: null,
                staffEmail: null,
                staffName: null,
              },
            ];
      return versions.map((row, i) => {
        const previous = versions[i + 1];
        return {
          version: row.version,
          pricing: row.pricing,
          products: row.products,
          note: row.note,
          createdAt: (row.createdAt ?? clock.now()).toISOString(),
          staff: row.staffEmail ? { email: row.staffEmail, name: row.staffName ?? '' } : null,
          changes: previous ? productConfigDiff(previous, row) : [],
        };
      });
    },

    save: (actor: AuthenticatedStaff, body: ProductConfig & { note: string; baseVersion: number }) =>
      save(
        actor,
        { pricing: body.pricing, products: body.products },
        { note: body.note, baseVersion: body.baseVersion, action: 'configuration.save' },
      ),

    /** A new version with version `version`'s figures. */
    async rollback(actor: AuthenticatedStaff, version: number, input: { note: string; baseVersion: number }) {
      const old =
        version === 1
          ? ((await productConfigRepository.find(db, 1)) ?? store.defaults)
          : await productConfigRepository.find(db, version);
      if (!old) throw new AppError('CONFIG_VERSION_NOT_FOUND');
      return save(
        actor,
        { pricing: old.pricing, products: old.products },
        { ...input, action: 'configuration.rollback', reason: `Back to version ${version}: ${input.note}` },
      );
    },
  };
}

export type ConfigurationService = ReturnType<typeof createConfigurationService>;
