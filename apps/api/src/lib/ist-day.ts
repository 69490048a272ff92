/** India has one time zone, UTC+05:30, and no daylight saving: the business day is plain arithmetic. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The instant the Asia/Kolkata calendar day containing `at` began. */
export function istDayStart(at: Date): Date {
  const local = at.getTime() + IST_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS);
}

/** The instant the next Asia/Kolkata day begins. */
export function nextIstDayStart(at: Date): Date {
  return new Date(istDayStart(at).getTime() + DAY_MS);
}
