/** RBI's Complaint Management System, where the Integrated Ombudsman Scheme takes complaints. */
export const RBI_CMS_URL = 'https://cms.rbi.org.in';

/** RB-IOS 2021: a borrower may go to the RBI Ombudsman when the lender has not resolved a complaint within 30 days. */
export const OMBUDSMAN_AFTER_DAYS = 30;
