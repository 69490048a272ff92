import type { AssetClass } from '../loan-book/classification';

/**
 * Provision rates in parts per million of the outstanding (decision 089):
 * RBI's scale-based regulation for NBFCs in the base and middle layers,
 * standard assets 0.40% (SMA included: they are standard), sub-standard 10%
 * (unsecured loans are not raised to the banks' 15%+ here; the lender may
 * configure it), written-off loans carry none (off the books).
 */
export interface ProvisionRates {
  standardPpm: number;
  substandardPpm: number;
}

export const DEFAULT_PROVISION_RATES: ProvisionRates = { standardPpm: 4_000, substandardPpm: 100_000 };

/** The rate a loan of `assetClass` is provided at. */
export function provisionRatePpm(
  assetClass: AssetClass,
  rates: ProvisionRates = DEFAULT_PROVISION_RATES,
): number {
  if (assetClass === 'npa') return rates.substandardPpm;
  if (assetClass === 'written_off') return 0;
  return rates.standardPpm;
}

/** The provision on `outstandingPaise`: whole paise, half up. */
export function provisionPaise(outstandingPaise: number, ratePpm: number): number {
  return Math.floor((outstandingPaise * ratePpm + 500_000) / 1_000_000);
}

/**
 * PAR 1/30/60/90: the outstanding principal of loans past due at least 1 day,
 * more than 30, more than 60, more than 90 (the buckets' edges: PAR 90 is NPA).
 */
export const PAR_LEVELS = [
  { name: 'par1', moreThanDpd: 0 },
  { name: 'par30', moreThanDpd: 30 },
  { name: 'par60', moreThanDpd: 60 },
  { name: 'par90', moreThanDpd: 90 },
] as const;

/** Portfolio at risk as basis points of the outstanding principal. */
export function parBps(atRiskPaise: number, totalPaise: number): number {
  return totalPaise === 0 ? 0 : Math.round((atRiskPaise * 10_000) / totalPaise);
}
