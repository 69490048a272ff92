import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import {
  button,
  byTestId,
  cleanup,
  click,
  pageText,
  renderScreen,
  rows,
  serve,
  type,
} from '@/testing/screen';
import ApprovalsPage from '../approvals-page';
import type { ActionLoan, Proposal } from '../loan-actions-api';
import LoanActionsPage from '../loan-actions-page';

const BASE = '/api/staff/v1/loan-actions';
const ORDER = '00000000-0000-4000-8000-0000000000b1';

const PROPOSAL: Proposal = {
  id: '00000000-0000-4000-8000-0000000000c1',
  kind: 'waiver',
  subjectType: 'order',
  subjectId: ORDER,
  orderId: ORDER,
  payload: { orderId: ORDER, amountPaise: 250_00 },
  state: 'proposed',
  proposedBy: 's-9',
  proposedRole: 'finance',
  reason: 'Hospital stay',
  proposedAt: '2026-11-27T05:00:00.000Z',
  decidedBy: null,
  decidedRole: null,
  decisionReason: null,
  decidedAt: null,
  result: null,
  orderNo: 'LN20261127AAAA0002',
  customerId: 'c-1',
  customerName: 'Asha Verma',
};

const LOAN: ActionLoan = {
  orderId: ORDER,
  orderNo: 'LN20261127AAAA0002',
  state: 'disbursed',
  customerId: 'c-1',
  customerName: 'Asha Verma',
  reportingStatus: null,
  settlementAgreedPaise: null,
  restructuredOn: null,
  principalPaise: 10_000_00,
  interestPaise: 500_00,
  penalPaise: 300_00,
  owedPaise: 10_800_00,
};

function signIn(role: 'risk' | 'finance') {
  session.signIn('t', { id: 's-1', email: 'staff@rupeesetu.local', name: 'Staff', role });
}

/** The button of the antd confirm or modal on screen whose text is `label`. */
const dialogButton = (label: string) =>
  button(label, document.querySelector('.ant-modal-root:last-of-type') ?? document);

afterEach(() => {
  cleanup();
  session.clear();
});

describe('Loan actions: waiting for my approval', () => {
  it('lists what waits, names the borrower and the action, and approves after the confirmation', async () => {
    signIn('risk');
    const calls = serve({
      [`GET ${BASE}/proposals`]: [200, { items: [PROPOSAL], total: 1 }],
      [`POST ${BASE}/proposals/${PROPOSAL.id}/approve`]: [200, { ...PROPOSAL, state: 'executed' }],
    });
    await renderScreen(<ApprovalsPage />, '/loan-actions');
    const [row] = rows('approvals-table');
    expect(row?.[0]).toBe('Asha Verma (loan LN20261127AAAA0002)');
    expect(row?.[1]).toContain('waive ₹250.00 of penal charges');
    expect(row?.[2]).toBe('finance');
    await click(byTestId(`approve-${PROPOSAL.id}`));
    expect(pageText()).toContain('Approve: Penal-charge waiver?');
    expect(pageText()).toContain('Asha Verma (loan LN20261127AAAA0002): waive ₹250.00 of penal charges');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await click(dialogButton('Approve'));
    expect(calls.find((c) => c.method === 'POST')?.url).toBe(`${BASE}/proposals/${PROPOSAL.id}/approve`);
    expect(pageText()).toContain('Approved and done');
  });

  it('rejects only with a reason, and shows the server refusal of a same-role decision', async () => {
    signIn('risk');
    let refuse = true;
    const calls = serve({
      [`GET ${BASE}/proposals`]: [200, { items: [PROPOSAL], total: 1 }],
      [`POST ${BASE}/proposals/${PROPOSAL.id}/reject`]: () =>
        refuse
          ? [403, { code: 'PROPOSAL_SAME_ROLE', message: 'Someone of another role must decide this.' }]
          : [200, { ...PROPOSAL, state: 'rejected' }],
    });
    await renderScreen(<ApprovalsPage />, '/loan-actions');
    await click(byTestId(`reject-${PROPOSAL.id}`));
    expect(byTestId('reject-confirm')?.hasAttribute('disabled')).toBe(true);
    await type(byTestId('reject-reason'), 'No hardship shown');
    await click(byTestId('reject-confirm'));
    expect(pageText()).toContain('Someone of another role must decide this.');
    refuse = false;
    await click(byTestId('reject-confirm'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({ reason: 'No hardship shown' });
    expect(pageText()).toContain('Rejected: waive ₹250.00 of penal charges');
  });
});

describe('Loan actions: a loan', () => {
  it('shows the loan and proposes a settlement with its amount and deadline', async () => {
    signIn('finance');
    const calls = serve({
      [`GET ${BASE}/loans/${ORDER}/proposals`]: [200, { loan: LOAN, items: [PROPOSAL] }],
      [`POST ${BASE}/proposals`]: [
        201,
        { ...PROPOSAL, kind: 'settlement', payload: { agreedPaise: 6_000_00 } },
      ],
    });
    await renderScreen(<LoanActionsPage />, `/loan-actions/loans/${ORDER}`, '/loan-actions/loans/:orderId');
    expect(pageText()).toContain('Loan actions: Asha Verma, loan LN20261127AAAA0002');
    expect(pageText()).toContain('₹10,800.00');
    expect(rows('loan-proposals')[0]?.[0]).toBe('Penal-charge waiver');
    const settlement = byTestId('propose-settlement');
    await type(
      settlement?.querySelector('input[data-testid="propose-settlement-amount"]') ??
        byTestId('propose-settlement-amount'),
      '6000',
    );
    await type(byTestId('propose-settlement-reason'), 'Job loss, one-time');
    await click(byTestId('propose-settlement-submit'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      kind: 'settlement',
      payload: {
        orderId: ORDER,
        agreedPaise: 6_000_00,
        payByDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      reason: 'Job loss, one-time',
    });
    expect(pageText()).toContain('Another person of another role approves it');
  });

  it('proposes a restructuring and a write-off; a reason is required', async () => {
    signIn('risk');
    const calls = serve({
      [`GET ${BASE}/loans/${ORDER}/proposals`]: [200, { loan: LOAN, items: [] }],
      [`POST ${BASE}/proposals`]: [
        201,
        { ...PROPOSAL, kind: 'restructure', payload: { count: 6, installmentDays: 30 } },
      ],
    });
    await renderScreen(<LoanActionsPage />, `/loan-actions/loans/${ORDER}`, '/loan-actions/loans/:orderId');
    await click(byTestId('propose-write-off-submit'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await type(byTestId('propose-restructure-reason'), 'Income halved');
    await click(byTestId('propose-restructure-submit'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'restructure',
      payload: { orderId: ORDER, count: 6, installmentDays: 30 },
      reason: 'Income halved',
    });
  });
});
