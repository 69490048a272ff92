import type { CollectionLoan, CollectionQueueItem } from '@app/contract';
import { act } from 'react';
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
  settle,
  type,
} from '@/testing/screen';
import CollectionLoanPage from '../collection-loan-page';
import CollectionsPage from '../collections-page';

const BASE = '/api/staff/v1/collections';
const ORDER = '00000000-0000-4000-8000-0000000000a1';

const ITEM: CollectionQueueItem = {
  orderId: ORDER,
  orderNo: 'LN20261127AAAA0001',
  customerName: 'Asha Verma',
  phoneLast4: '3101',
  dpd: 5,
  bucket: '1-30',
  assetClass: 'sma0',
  overduePaise: 3_612_50,
  collector: null,
  nextFollowUpOn: null,
  lastContactAt: null,
  pendingPromise: null,
};
const QUEUE = { items: [ITEM], total: 1, buckets: { '1-30': 1, '31-60': 0, '61-90': 0, '90+': 0 } };
const LOAN: CollectionLoan = {
  ...ITEM,
  phone: '9876543101',
  principalPaise: 10_000_00,
  collector: { id: 'c-1', name: 'Ravi' },
  contacts: [
    {
      id: 'k-1',
      kind: 'call',
      outcome: 'no_answer',
      note: 'Rang twice',
      followUpOn: '2026-11-28',
      at: '2026-11-27T05:00:00.000Z',
      staffName: 'Ravi',
    },
  ],
  promises: [
    {
      id: 'p-1',
      promisedOn: '2026-11-25',
      amountPaise: 500_00,
      state: 'kept',
      paidPaise: 3_612_50,
      createdAt: '2026-11-24T05:00:00.000Z',
      staffName: 'Ravi',
    },
  ],
};

function signIn(role: 'collector' | 'admin') {
  session.signIn('t', { id: 's-1', email: 'staff@rupeesetu.local', name: 'Staff', role });
}

/** Opens an antd Select under `testId` and picks the option labelled `label`. */
async function choose(testId: string, label: string) {
  const select = byTestId(testId)?.closest('.ant-select') ?? byTestId(testId);
  const target = select?.querySelector('.ant-select-selector') ?? select;
  act(() => {
    target?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  await settle();
  const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
    (o) => o.textContent === label,
  );
  if (!option) throw new Error(`no option ${label}`);
  await click(option);
}

afterEach(() => {
  cleanup();
  session.clear();
});

describe('Collections: the queue', () => {
  it('shows a collector their loans with the bucket counts, no assigning, and asks only for theirs', async () => {
    signIn('collector');
    const calls = serve({ [`GET ${BASE}/queue`]: [200, QUEUE] });
    await renderScreen(<CollectionsPage />, '/collections');
    const [row] = rows('collections-table');
    expect(row?.[0]).toBe('LN20261127AAAA0001');
    expect(row?.[1]).toBe('Asha Verma (…3101)');
    expect(row?.[2]).toContain('1-30');
    expect(row?.[3]).toBe('₹3,612.50');
    expect(pageText()).toContain('1-30 days (1)');
    expect(pageText()).toContain('Overdue loans assigned to you');
    expect(byTestId('collections-assign')).toBeNull();
    expect(calls[0]?.url).toContain('assignee=me');
    expect(calls.some((c) => c.url.includes('/collectors'))).toBe(false);

    await click(byTestId('collections-open-LN20261127AAAA0001'));
    expect(byTestId('where')?.textContent).toBe(`/collections/${ORDER}`);
  });

  it('lets an admin pick loans and assign them to a collector', async () => {
    signIn('admin');
    const calls = serve({
      [`GET ${BASE}/queue`]: [200, QUEUE],
      [`GET ${BASE}/collectors`]: [200, { collectors: [{ id: 'c-1', name: 'Ravi' }] }],
      [`POST ${BASE}/assignments`]: [200, { assigned: 1 }],
    });
    await renderScreen(<CollectionsPage />, '/collections');
    expect(byTestId('collections-assign')?.hasAttribute('disabled')).toBe(true);
    await click(byTestId('collections-table')?.querySelector('tbody input[type="checkbox"]') ?? null);
    await choose('collections-assign-to', 'Ravi');
    await click(byTestId('collections-assign'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ orderIds: [ORDER], collectorId: 'c-1' });
    expect(pageText()).toContain('1 loan assigned');
  });

  it('sends the bucket and the search to the server', async () => {
    signIn('admin');
    const calls = serve({
      [`GET ${BASE}/queue`]: [200, QUEUE],
      [`GET ${BASE}/collectors`]: [200, { collectors: [] }],
    });
    await renderScreen(<CollectionsPage />, '/collections');
    await click(
      [...document.querySelectorAll<HTMLElement>('.ant-segmented-item')].find((i) =>
        i.textContent?.startsWith('31-60'),
      ) ?? null,
    );
    expect(calls.at(-1)?.url).toContain('bucket=31-60');
    const search = byTestId('collections-search')?.querySelector('input') ?? byTestId('collections-search');
    await type(search, '3101');
    await click(byTestId('collections-search')?.querySelector('.ant-input-search-btn') ?? null);
    expect(calls.at(-1)?.url).toContain('q=3101');
  });
});

describe('Collections: a loan', () => {
  it('shows the file; references are fetched only when asked for (each view audited)', async () => {
    signIn('collector');
    const calls = serve({
      [`GET ${BASE}/loans/${ORDER}`]: [200, LOAN],
      [`GET ${BASE}/loans/${ORDER}/references`]: [
        200,
        { references: [{ name: 'Ravi Verma', phone: '9811111111', relationship: 'parents' }] },
      ],
    });
    await renderScreen(<CollectionLoanPage />, `/collections/${ORDER}`, '/collections/:id');
    expect(pageText()).toContain('Loan LN20261127AAAA0001');
    expect(pageText()).toContain('9876543101');
    expect(rows('collection-contacts')[0]).toContain('No answer');
    expect(rows('collection-promises')[0]).toContain('kept');
    expect(pageText()).toContain('Never tell a reference about the loan or the debt');
    expect(calls.some((c) => c.url.endsWith('/references'))).toBe(false);
    await click(byTestId('collection-references-show'));
    expect(rows('collection-references-table')[0]).toEqual(['Ravi Verma', '9811111111', 'parents']);
    expect(calls.filter((c) => c.url.endsWith('/references'))).toHaveLength(1);
  });

  it("says so when the loan is another collector's", async () => {
    signIn('collector');
    serve({
      [`GET ${BASE}/loans/${ORDER}`]: [
        403,
        { code: 'COLLECTION_NOT_ASSIGNED', message: 'This loan is not assigned to you.' },
      ],
    });
    await renderScreen(<CollectionLoanPage />, `/collections/${ORDER}`, '/collections/:id');
    expect(byTestId('collection-loan-error')?.textContent).toContain('This loan is not assigned to you.');
  });

  it("logs a note, and a call's promise to pay with its day and amount; shows the server's refusal", async () => {
    signIn('collector');
    let refuse = false;
    const calls = serve({
      [`GET ${BASE}/loans/${ORDER}`]: [200, LOAN],
      [`POST ${BASE}/loans/${ORDER}/contacts`]: () =>
        refuse
          ? [409, { code: 'OUTSIDE_CONTACT_HOURS', message: 'Only between 08:00 and 19:00 India time.' }]
          : [201, { contact: LOAN.contacts[0], promise: null }],
    });
    await renderScreen(<CollectionLoanPage />, `/collections/${ORDER}`, '/collections/:id');
    await click(
      [...document.querySelectorAll<HTMLElement>('.ant-segmented-item')].find(
        (i) => i.textContent === 'Note',
      ) ?? null,
    );
    await type(byTestId('log-contact-note'), 'Salary on the 1st');
    await click(byTestId('log-contact-submit'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'note', note: 'Salary on the 1st' });
    expect(pageText()).toContain('Note saved');

    await click(
      [...document.querySelectorAll<HTMLElement>('.ant-segmented-item')].find(
        (i) => i.textContent === 'Call',
      ) ?? null,
    );
    await choose('log-contact-outcome', 'Promised to pay');
    await type(byTestId('log-contact-promised-on'), '2026-11-30');
    await type(byTestId('log-contact-amount'), '500');
    await click(byTestId('log-contact-submit'));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      kind: 'call',
      outcome: 'promised',
      promise: { promisedOn: '2026-11-30', amountPaise: 500_00 },
    });

    refuse = true;
    await choose('log-contact-outcome', 'Busy');
    await click(byTestId('log-contact-submit'));
    expect(pageText()).toContain('Only between 08:00 and 19:00 India time.');
    expect(button('Log call')).toBeTruthy();
  });
});
