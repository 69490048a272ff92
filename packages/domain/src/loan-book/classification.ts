import { assert } from '../util/assert';
import { INVALID_DAYS } from '../util/messages';

/**
 * RBI asset classification of a loan by its days past due (IRACP master
 * circular; the 2021-11-12 circular on day-end marking). SMA-0 up to 30
 * days, SMA-1 more than 30 and up to 60, SMA-2 more than 60 and up to 90,
 * NPA more than 90 (decision 084). `written_off` is set by a loan action,
 * never by the days past due.
 */
export const ASSET_CLASSES = ['standard', 'sma0', 'sma1', 'sma2', 'npa', 'written_off'] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

/** The last day past due of each class below NPA; a loan past `NPA_AFTER_DPD` is non-performing. */
export const SMA0_MAX_DPD = 30;
export const SMA1_MAX_DPD = 60;
export const NPA_AFTER_DPD = 90;

export const DPD_BUCKET_LABELS = ['0', '1-30', '31-60', '61-90', '90+'] as const;
export type DpdBucket = (typeof DPD_BUCKET_LABELS)[number];

function assertDpd(dpd: number): void {
  assert(Number.isSafeInteger(dpd) && dpd >= 0, INVALID_DAYS);
}

/** The collections bucket of a loan `dpd` days past due; '90+' is 91 days and more, as NPA is. */
export function dpdBucket(dpd: number): DpdBucket {
  assertDpd(dpd);
  if (dpd === 0) return '0';
  if (dpd <= SMA0_MAX_DPD) return '1-30';
  if (dpd <= SMA1_MAX_DPD) return '31-60';
  if (dpd <= NPA_AFTER_DPD) return '61-90';
  return '90+';
}

/**
 * The class of a loan `dpd` days past due. An NPA stays an NPA, however far
 * part payments bring its days past due down, until every arrear of interest
 * and principal is paid (`arrearsCleared`); then it is standard again.
 */
export function classify(dpd: number, wasNpa: boolean, arrearsCleared: boolean): AssetClass {
  assertDpd(dpd);
  if (wasNpa && !arrearsCleared) return 'npa';
  if (dpd === 0) return 'standard';
  if (dpd <= SMA0_MAX_DPD) return 'sma0';
  if (dpd <= SMA1_MAX_DPD) return 'sma1';
  if (dpd <= NPA_AFTER_DPD) return 'sma2';
  return 'npa';
}

export function isAssetClass(value: string): value is AssetClass {
  return (ASSET_CLASSES as readonly string[]).includes(value);
}
