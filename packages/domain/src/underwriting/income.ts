import type { IncomeBand } from '../application/options';
import { type Paise, paise } from '../money/paise';

/**
 * Monthly income bands in paise, [low, high]. A band such as 10,001-20,000 is
 * read as "above 10,000 up to 20,000" so every midpoint is whole rupees. The
 * open band has no upper edge: its `high` equals `low`, a floor rather than a guess.
 */
export const INCOME_BAND_BOUNDS_PAISE: Readonly<Record<IncomeBand, readonly [number, number]>> = {
  '0_10000': [0, 10_000_00],
  '10001_20000': [10_000_00, 20_000_00],
  '20001_30000': [20_000_00, 30_000_00],
  '30001_50000': [30_000_00, 50_000_00],
  gt_50000: [50_000_00, 50_000_00],
};

/**
 * The monthly income we underwrite on. The applicant only picks a band, so the
 * midpoint is the fairest single figure: the low edge would count the first
 * band as no income at all, the high edge would lend on money nobody declared.
 * No band (student, unemployed) is no declared income.
 */
export function monthlyIncomePaise(band: IncomeBand | null): Paise {
  if (band === null) return paise(0);
  const [low, high] = INCOME_BAND_BOUNDS_PAISE[band];
  return paise(Math.floor((low + high) / 2));
}

/** Twelve months of `monthlyIncomePaise`, for the yearly eligibility minimum (spec §1). */
export function annualIncomePaise(band: IncomeBand | null): Paise {
  return paise(monthlyIncomePaise(band) * 12);
}
