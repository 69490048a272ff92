import type { HealthResponse, PublicConfigResponse } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/config';
import { operatorOf } from '../../config/operator';
import type { Database } from '../../db/client';

export function createSystemService(deps: {
  database: Database;
  config: AppConfig;
  /** The cooling-off window of the configuration in force, as the FAQ and the KFS state it (issue 30, point 4). */
  coolingOffHours: () => number;
}) {
  const { database, config } = deps;
  return {
    /** Probes the database with `select 1`; never throws, a failure is reported as degraded. */
    async health(): Promise<HealthResponse> {
      const started = performance.now();
      let ok = true;
      try {
        await database.db.execute(sql`select 1`);
      } catch {
        ok = false;
      }
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      return {
        status: ok ? 'ok' : 'degraded',
        version: config.VERSION,
        maintenance: config.MAINTENANCE,
        database: { ok, driver: database.driver, latencyMs },
      };
    },

    /** Only public, non-secret settings: this goes to every browser. */
    publicConfig(): PublicConfigResponse {
      return {
        proName: config.PRO_NAME,
        serviceEmail: { email: config.SERVICE_EMAIL },
        serviceWhatsApp: config.SERVICE_WHATSAPP,
        proWebsite: config.PRO_WEBSITE,
        lenderName: config.LENDER_NAME,
        version: config.VERSION,
        otpLength: config.OTP_LENGTH,
        coolingOffHours: deps.coolingOffHours(),
        homeScreenCouponPaise: config.HOME_SCREEN_COUPON_PAISE,
        grievanceOfficer: {
          name: config.GRIEVANCE_OFFICER_NAME,
          email: config.GRIEVANCE_OFFICER_EMAIL,
          phone: config.GRIEVANCE_OFFICER_PHONE,
          address: config.GRIEVANCE_OFFICER_ADDRESS,
        },
        operator: operatorOf(config),
        routeAliases: config.ROUTE_ALIASES,
      };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
