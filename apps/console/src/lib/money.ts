import { groupIndian } from '@app/domain';

/**
 * Paise as every console screen shows money: '₹1,23,456.50', '₹1,726.67',
 * '₹0.00', '-₹1.50'; '—' for none. Paise are always shown, so a screen agrees
 * to the paisa with the CSV and the books (issue 35). Integer arithmetic only:
 * no float division, no locale (Intl without full ICU groups 1,234,567).
 */
export function rupees(paise: number | null | undefined): string {
  if (paise === null || paise === undefined || !Number.isFinite(paise)) return '—';
  const whole = Math.round(paise);
  const abs = Math.abs(whole);
  const rest = abs % 100;
  const units = (abs - rest) / 100;
  const sign = whole < 0 ? '-' : '';
  return `${sign}₹${groupIndian(String(units))}.${String(rest).padStart(2, '0')}`;
}
