function compact(value: string | number): string {
  return String(value).replace(/\s+/g, '');
}

function inFours(value: string): string {
  return value.replace(/(.{4})(?=.)/g, '$1 ');
}

/** '123456789012' -> '1234 5678 9012'; spaces typed by the user are dropped first. */
export function groupCardNumber(value: string | number): string {
  return inFours(compact(value));
}

/** Hides all but the last four characters: '123456789012' -> '**** **** 9012'. */
export function maskCardNumber(value: string | number): string {
  const digits = compact(value);
  const hidden = Math.max(digits.length - 4, 0);
  return inFours('*'.repeat(hidden) + digits.slice(hidden));
}
