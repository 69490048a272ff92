import { z } from 'zod';

export const HealthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    maintenance: z.boolean(),
    database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** Public, non-secret configuration the web app reads at start (spec §3 proName, serviceEmail, proWebsite). */
export const PublicConfigResponseSchema = z
  .object({
    proName: z.string(),
    serviceEmail: z.object({ email: z.string() }),
    serviceWhatsApp: z
      .string()
      .meta({ description: 'Customer service WhatsApp number, digits with the country code' }),
    proWebsite: z.string(),
    lenderName: z.string().meta({ description: 'The RBI-regulated entity that lends' }),
    version: z.string(),
    otpLength: z.number().int(),
    coolingOffHours: z
      .number()
      .int()
      .meta({ description: 'Hours after disbursal in which a loan can be ended without penalty' }),
    homeScreenCouponPaise: z
      .number()
      .int()
      .meta({ description: 'Repayment coupon for adding the app to the home screen (0: none is given)' }),
    grievanceOfficer: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      address: z.string(),
    }),
    routeAliases: z.record(z.string(), z.string()),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfigResponse = z.infer<typeof PublicConfigResponseSchema>;
