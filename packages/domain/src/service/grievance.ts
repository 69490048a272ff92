import { addDays, daysBetween } from '../pricing/day-key';

/** RBI's Complaint Management System, where the Integrated Ombudsman Scheme takes complaints. */
export const RBI_CMS_URL = 'https://cms.rbi.org.in';

/** RBI's Sachet portal: checks whether an entity is regulated, and takes reports of unauthorised lenders. */
export const RBI_SACHET_URL = 'https://sachet.rbi.org.in';

/** RB-IOS 2021: a borrower may go to the RBI Ombudsman when the lender has not resolved a complaint within 30 days. */
export const OMBUDSMAN_AFTER_DAYS = 30;

/** Where a grievance stands against the 30-day clock, on a given IST day. */
export interface GrievanceClock {
  /** The last day the lender has to resolve it: the day it was received plus 30. */
  dueOn: string;
  /** Days from today to dueOn: 0 on the last day, negative once overdue. */
  daysLeft: number;
  /** Past dueOn and still open: the customer may now take it to the RBI Ombudsman. */
  overdue: boolean;
}

/**
 * The 30-day clock of an open grievance (RB-IOS 2021). Counted in whole IST
 * calendar days from the day the lender received it, whatever the hour, so a
 * letter dated and logged on the 1st is due on the 31st. A resolved grievance
 * is never overdue.
 */
export function grievanceClock(input: {
  receivedOn: string;
  today: string;
  resolved: boolean;
}): GrievanceClock {
  const dueOn = addDays(input.receivedOn, OMBUDSMAN_AFTER_DAYS);
  const daysLeft = daysBetween(input.today, dueOn);
  return { dueOn, daysLeft, overdue: !input.resolved && daysLeft < 0 };
}
