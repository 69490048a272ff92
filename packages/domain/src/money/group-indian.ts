/**
 * Indian digit grouping (lakh and crore): the last three digits, then pairs,
 * so 1234567 reads 12,34,567. Written out because Intl without full ICU
 * (some Android WebViews, small Node builds) falls back to 1,234,567.
 */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${tail}`;
}
