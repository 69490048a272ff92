/**
 * A daily rate held in parts per million, as every console screen gives it:
 * '% a day', exact to the ppm and never fewer than two decimals
 * (500 -> '0.05% a day', 1000 -> '0.10% a day', 450 -> '0.045% a day').
 */
export function percentADay(ppm: number | null | undefined): string {
  if (ppm === null || ppm === undefined || !Number.isFinite(ppm)) return '—';
  return `${ppmAsPercent(ppm)}% a day`;
}

/** Parts per million as a percentage, exact, at least two decimals: 500 -> '0.05', 450 -> '0.045', 30000 -> '3.00'. */
export function ppmAsPercent(ppm: number): string {
  const whole = Math.round(ppm);
  const abs = Math.abs(whole);
  const rest = abs % 10_000;
  const int = (abs - rest) / 10_000;
  const frac = String(rest).padStart(4, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${whole < 0 ? '-' : ''}${int}.${frac}`;
}

/** A percentage typed by a person as whole ppm (0.045 -> 450), rounded so float noise never leaks into a rate. */
export const percentToPpm = (percent: number): number => Math.round(percent * 10_000);
