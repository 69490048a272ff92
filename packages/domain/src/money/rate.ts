/** A rate in parts per million as a percentage for display: 400 -> '0.04', 450 -> '0.045'. */
export function ppmToPercent(ppm: number): string {
  const whole = Math.trunc(ppm / 10_000);
  const rest = String(Math.abs(ppm % 10_000))
    .padStart(4, '0')
    .replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}
