/** Throws a RangeError with `message` when `condition` does not hold. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new RangeError(message);
}
