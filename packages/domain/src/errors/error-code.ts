import { ERROR_MESSAGES_EN } from './messages-en';

/** A code of the error catalogue: the keys of its English messages. */
export type ErrorCode = keyof typeof ERROR_MESSAGES_EN;

/** One language's message for every code: a translation that misses a code, or adds one, fails to compile. */
export type ErrorMessages = Readonly<Record<ErrorCode, string>>;

export const ERROR_CODES = Object.keys(ERROR_MESSAGES_EN) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES_EN, value);
}
