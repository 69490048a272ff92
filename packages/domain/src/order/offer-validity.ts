/**
 * How long an unsigned order's offer holds: its sanction letter and Key Fact
 * Statement state it, and signing after it is refused (decision 071). RBI's
 * KFS rules ask for at least three working days; seven calendar days hold
 * five weekdays.
 */
export const OFFER_VALID_DAYS = 7;

/** The instant the offer of an order created at `createdAt` stops holding. */
export function offerValidUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + OFFER_VALID_DAYS * 86_400_000);
}

export function offerExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() > offerValidUntil(createdAt).getTime();
}
