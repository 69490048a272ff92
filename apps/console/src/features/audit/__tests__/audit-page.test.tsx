import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { byTestId, cleanup, click, pageText, renderScreen, rows, serve, type } from '@/testing/screen';
import AuditPage from '../audit-page';

const AUDIT = 'GET /api/staff/v1/audit';

const entry = (id: number, staffEmail: string | null, action: string) => ({
  id,
  at: '2026-11-27T04:30:00.000Z',
  staffEmail,
  action,
  subjectType: 'order',
  subjectId: `order-${id}`,
  before: null,
  after: null,
  reason: null,
});

const ALL = [
  entry(3, 'ravi@lender.in', 'recovery.contact'),
  entry(2, 'asha@lender.in', 'staff.create'),
  entry(1, null, 'staff.bootstrap'),
];

afterEach(() => {
  cleanup();
  session.clear();
});

async function filter(email: string, action: string) {
  await type(byTestId('audit-filter-email'), email);
  await type(byTestId('audit-filter-action'), action);
  await click(byTestId('audit-filter-submit'));
}

describe('the audit log filter', { timeout: 30_000 }, () => {
  it("shows each row's staff e-mail, and sends the e-mail and the action prefix", async () => {
    let answer: [number, unknown] = [200, { entries: ALL, next: null }];
    const calls = serve({ [AUDIT]: () => answer });
    await renderScreen(<AuditPage />, '/audit');
    expect(rows('audit-table').map((cells) => cells.slice(2, 4))).toEqual([
      ['ravi@lender.in', 'recovery.contact'],
      ['asha@lender.in', 'staff.create'],
      ['system', 'staff.bootstrap'],
    ]);

    answer = [200, { entries: [ALL[0]], next: null }];
    await filter(' Ravi@Lender.in ', 'recovery.');
    const url = new URL(calls.at(-1)?.url ?? '', 'http://console');
    expect(url.searchParams.get('staffEmail')).toBe('Ravi@Lender.in');
    expect(url.searchParams.get('action')).toBe('recovery.');
    expect(url.searchParams.has('staffId')).toBe(false);
    expect(rows('audit-table')).toHaveLength(1);
  });

  it('a refused filter shows only its message, never the rows before it; a good one brings rows back', async () => {
    let answer: [number, unknown] = [200, { entries: ALL, next: null }];
    serve({ [AUDIT]: () => answer });
    await renderScreen(<AuditPage />, '/audit');
    expect(rows('audit-table')).toHaveLength(3);

    const refusal = "Enter a staff member's whole e-mail address, e.g. name@lender.in.";
    answer = [400, { code: 'AUDIT_STAFF_EMAIL_INVALID', message: refusal, field: 'staffEmail' }];
    await filter('ravi', '');
    expect(byTestId('audit-error')?.textContent).toContain(refusal);
    expect(byTestId('audit-table')).toBeNull();
    expect(pageText()).not.toContain('ravi@lender.in');
    expect(pageText()).not.toContain('staffEmail');

    answer = [200, { entries: [ALL[1]], next: null }];
    await filter('asha@lender.in', '');
    expect(byTestId('audit-error')).toBeNull();
    expect(rows('audit-table').map((cells) => cells[2])).toEqual(['asha@lender.in']);
  });

  it('an empty filter says nothing matches, without the rows before it', async () => {
    let answer: [number, unknown] = [200, { entries: ALL, next: null }];
    serve({ [AUDIT]: () => answer });
    await renderScreen(<AuditPage />, '/audit');
    answer = [200, { entries: [], next: null }];
    await filter('nobody@lender.in', 'loan.');
    expect(rows('audit-table')).toEqual([]);
    expect(pageText()).toContain('No entries match these filters');
    expect(pageText()).not.toContain('recovery.contact');
  });
});
