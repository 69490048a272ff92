import { MIN_COOLING_OFF_HOURS, type ProductConfig } from '@app/domain';
import type { AppConfig } from '../../config/config';
import { ConfigError } from '../../config/env';

/**
 * The shortest cooling-off window this process accepts: 24 hours in
 * production (RBI's Digital Lending Directions ask for at least a day),
 * anything in development and tests.
 */
export const coolingOffFloor = (nodeEnv: AppConfig['NODE_ENV']): number =>
  nodeEnv === 'production' ? MIN_COOLING_OFF_HOURS : 0;

/** Refuses to start on a stored configuration whose cooling-off window is under the floor. */
export function assertCoolingOffAtStart(config: ProductConfig, nodeEnv: AppConfig['NODE_ENV']): void {
  const floor = coolingOffFloor(nodeEnv);
  if (config.pricing.coolingOffHours < floor) {
    throw new ConfigError(
      `Invalid configuration: the product configuration's cooling-off window is ${config.pricing.coolingOffHours} hours; it must be at least ${floor} when NODE_ENV=${nodeEnv} (RBI: at least one day). Save a version with pricing.coolingOffHours of ${floor} or more.`,
    );
  }
}
