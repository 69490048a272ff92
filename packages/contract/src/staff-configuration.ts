import { z } from 'zod';

/**
 * Operations console, configuration: the versioned pricing and products.
 * Money in paise, rates and fees in ppm (1% = 10,000), as the domain keeps
 * them; the console shows rupees and percent. Shapes only here: the bounds are
 * the domain's productConfigProblem, answered as CONFIG_INVALID with the field.
 */

const count = z.number().int();

export const PricingConfigSchema = z.strictObject({
  installmentDays: count,
  daysPerMonth: count,
  serviceFeePpm: count,
  creditReportFeePaise: count,
  ticketFeePaise: count,
  gstPpm: count,
  gstBase: z.enum(['all_fees', 'service_fee']),
  minWithdrawalExclusivePaise: count,
  maxWithdrawalExclusivePaise: count,
  amountStepPaise: count,
  termStepMonths: count,
  coolingOffHours: count,
  penalDailyPpm: count,
  penaltyFeePaise: count,
  extensionDays: count,
  extensionFeePpm: count,
  maxConsecutiveExtensions: count,
});

export const LoanProductSchema = z.strictObject({
  kind: z.enum(['personal', 'salary']),
  minAmountPaise: count,
  maxAmountPaise: count,
  minTermMonths: count,
  maxTermMonths: count,
  dailyRateMinPpm: count,
  dailyRateMaxPpm: count,
});

export const ProductConfigVersionSchema = z.object({
  version: z.number().int(),
  pricing: PricingConfigSchema,
  products: z.array(LoanProductSchema),
  note: z.string(),
  createdAt: z.string(),
  /** Null for version 1, written from the environment at start. */
  staff: z.object({ email: z.string(), name: z.string() }).nullable(),
  /** What changed from the version before (empty for version 1). */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});

export const ConfigurationCurrentSchema = z.object({
  version: z.number().int(),
  pricing: PricingConfigSchema,
  products: z.array(LoanProductSchema),
});

export const ConfigurationHistorySchema = z.object({ versions: z.array(ProductConfigVersionSchema) });

/** Version numbers are PostgreSQL integers: a larger one is a 400, not a failed query. */
const MAX_VERSION = 2_147_483_647;
const VersionNumber = z.number().int().positive().max(MAX_VERSION);

export const ConfigurationSaveBodySchema = z.strictObject({
  pricing: PricingConfigSchema,
  products: z.array(LoanProductSchema).min(1).max(10),
  note: z.string().trim().min(3).max(500),
  /** The version the form was filled from: a save on a newer one is CONFIG_STALE (409). */
  baseVersion: VersionNumber,
});

export const ConfigurationRollbackBodySchema = z.strictObject({
  note: z.string().trim().min(3).max(500),
  baseVersion: VersionNumber,
});

export const ConfigurationVersionParamsSchema = z.object({
  version: z.coerce.number().int().positive().max(MAX_VERSION),
});

export type ConfigurationCurrent = z.infer<typeof ConfigurationCurrentSchema>;
export type ProductConfigVersion = z.infer<typeof ProductConfigVersionSchema>;
export type ConfigurationSaveBody = z.infer<typeof ConfigurationSaveBodySchema>;
