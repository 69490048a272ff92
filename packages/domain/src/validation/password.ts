/** Login passwords are 6-12 characters (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 12;

export function isValidPassword(value: string): boolean {
  return (
    typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH
  );
}
