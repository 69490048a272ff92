/**
 * Staff of the lender, each with one role. Least privilege: a role reaches
 * only the console sections its work needs, and the server enforces the same
 * map the console draws its menu from.
 */
export const STAFF_ROLES = ['agent', 'risk', 'finance', 'collector', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const CONSOLE_SECTIONS = [
  'dashboard',
  'review',
  'customers',
  'money',
  'collections',
  'loan_actions',
  'service',
  'content',
  'configuration',
  'staff',
  'audit',
] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/**
 * Who may open what. Agents answer borrowers (service, content, customers);
 * risk decides applications; finance moves and reconciles money; collectors
 * work the overdue loans assigned to them (collections only: no customer
 * search, so a borrower's references reach a collector through an assigned
 * loan alone); only an admin changes products, staff accounts, assigns
 * collections, or reads the audit log. Loan actions (waivers, write-offs,
 * settlements, restructuring, bulk coupons) are proposed by one and approved
 * by another of a different role (decision 088): risk, finance and admin
 * reach them, so risk and finance can form the pair without an admin.
 */
export const SECTION_ROLES: Readonly<Record<ConsoleSection, readonly StaffRole[]>> = {
  dashboard: ['agent', 'risk', 'finance', 'collector', 'admin'],
  review: ['risk', 'admin'],
  customers: ['agent', 'risk', 'finance', 'admin'],
  money: ['finance', 'admin'],
  collections: ['collector', 'admin'],
  loan_actions: ['risk', 'finance', 'admin'],
  service: ['agent', 'admin'],
  content: ['agent', 'admin'],
  configuration: ['admin'],
  staff: ['admin'],
  audit: ['admin'],
};

export function canReach(role: StaffRole, section: ConsoleSection): boolean {
  return SECTION_ROLES[section].includes(role);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
