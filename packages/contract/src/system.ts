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

const OfficerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
});

/**
 * Who is who (decision 071): the lender is the RBI-regulated entity that lends;
 * `lsp` is the lending service provider that runs the app for it, or null when
 * the app is the lender's own.
 */
export const OperatorSchema = z
  .object({
    lender: z.object({
      name: z.string(),
      rbiRegistration: z
        .string()
        .meta({ description: "The lender's RBI certificate of registration number" }),
      address: z.string(),
      grievanceOfficer: OfficerSchema,
    }),
    lsp: z
      .object({ name: z.string(), address: z.string(), grievanceOfficer: OfficerSchema })
      .nullable()
      .meta({ description: "The lending service provider running the app; null: the lender's own app" }),
  })
  .meta({ id: 'Operator' });
export type Operator = z.infer<typeof OperatorSchema>;

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
    grievanceOfficer: OfficerSchema.meta({
      description: "The lender's grievance officer (operator.lender's)",
    }),
    operator: OperatorSchema,
    routeAliases: z.record(z.string(), z.string()),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfigResponse = z.infer<typeof PublicConfigResponseSchema>;
