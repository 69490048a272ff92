import type { ReviewDetail, ReviewQueueItem } from '@app/contract';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
import ReviewDetailPage from '../review-detail-page';
import ReviewPage from '../review-page';

// antd's dialogs and selects: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const BASE = '/api/staff/v1/review';
const ID = '0b5f8a52-3c1e-4d7a-9f2b-6e8d1c4a7b90';

const ITEM: ReviewQueueItem = {
  id: ID,
  phone: '98****1234',
  name: 'Asha Verma',
  referReason: 'score_in_band',
  score: 640,
  product: 'personal',
  suggestedQuotaPaise: 3_000_000,
  submittedAt: '2026-11-27T04:00:00.000Z',
  referredAt: '2026-11-27T04:00:05.000Z',
  ageMinutes: 35,
};

const DETAIL: ReviewDetail = {
  id: ID,
  customerId: '7c2d9e14-5a3b-4f6c-8d1e-2b9a0c3f4e5d',
  phone: '98****1234',
  state: 'under_review',
  waiting: true,
  referReason: 'score_in_band',
  referredAt: '2026-11-27T04:00:05.000Z',
  submittedAt: '2026-11-27T04:00:00.000Z',
  ageMinutes: 35,
  identity: {
    name: 'Asha Verma',
    sex: 'female',
    birth: '1994-03-02',
    aadhaarMasked: 'XXXX XXXX 1234',
    panMasked: 'ABXXXXX4F',
    resident: true,
  },
  basic: null,
  career: null,
  address: null,
  contacts: null,
  bank: { ifsc: 'HDFC0001234', bankName: 'HDFC Bank', accountMasked: '****6789' },
  photos: [],
  bureau: { status: 'found', score: 640, delinquent: false, birthOnRecord: '1994-03-02', nameMatches: true },
  telemetry: {},
  suggestion: {
    product: 'personal',
    quotaPaise: 3_000_000,
    dailyRatePpm: 1_000,
    minQuotaPaise: 500_000,
    maxQuotaPaise: 5_000_000,
    quotaStepPaise: 50_000,
    minDailyRatePpm: 500,
    maxDailyRatePpm: 3_000,
  },
  decision: null,
};

const APPROVED: ReviewDetail = {
  ...DETAIL,
  state: 'approved',
  waiting: false,
  decision: {
    state: 'approved',
    decidedAt: '2026-11-27T05:00:00.000Z',
    quotaPaise: 3_000_000,
    dailyRatePpm: 1_000,
    rejectionReason: null,
    redoPhotos: [],
  },
};

const openDetail = () => renderScreen(<ReviewDetailPage />, `/review/${ID}`, '/review/:id');
const modalButton = (label: string) =>
  button(label, document.querySelector('.ant-modal-confirm, .ant-modal') ?? document);

afterEach(cleanup);

describe('Review queue', () => {
  it('the referred applications with how long each waited; a row opens the application', async () => {
    serve({
      [`GET ${BASE}`]: [
        200,
        { items: [ITEM, { ...ITEM, id: 'x', name: null, ageMinutes: 5, score: null }], total: 2 },
      ],
    });
    await renderScreen(<ReviewPage />, '/review');
    const [late, fresh] = rows('review-queue');
    expect(late?.slice(0, 3)).toEqual(['35 min', 'Asha Verma98****1234', 'Score in refer band']);
    expect(late).toContain('₹30,000.00');
    expect(fresh?.slice(0, 2)).toEqual(['5 min', '—98****1234']);
    // Over the 20 minutes promised: marked red.
    expect(byTestId('review-queue')?.querySelector('.ant-tag-red')?.textContent).toBe('35 min');

    await click(byTestId('review-queue')?.querySelector('tbody tr.ant-table-row') ?? null);
    expect(byTestId('where')?.textContent).toBe(`/review/${ID}`);
  });

  it('a row opens from the keyboard: Tab reaches it, Enter or Space opens the application', async () => {
    serve({ [`GET ${BASE}`]: [200, { items: [ITEM], total: 1 }] });
    await renderScreen(<ReviewPage />, '/review');
    const row = byTestId('review-queue')?.querySelector<HTMLElement>('tbody tr.ant-table-row');
    expect(row?.tabIndex).toBe(0);
    expect(row?.classList.contains('data-list-openable')).toBe(true);
    act(() => {
      row?.focus();
      row?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await settle();
    expect(byTestId('where')?.textContent).toBe(`/review/${ID}`);
  });

  it('more than a page waits: Load more asks for the next 200 from where the first ended', async () => {
    const page = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...ITEM, id: `a-${from + i}`, name: `Applicant ${from + i}` }));
    const calls = serve({
      [`GET ${BASE}`]: () =>
        calls.at(-1)?.url.includes('offset=200')
          ? [200, { items: page(200, 5), total: 205 }]
          : [200, { items: page(0, 200), total: 205 }],
    });
    await renderScreen(<ReviewPage />, '/review');
    expect(calls[0]?.url).toBe(`${BASE}?offset=0&limit=200`);
    expect(pageText()).toContain('(205 waiting)');
    await click(button('Load more (5 not shown)'));
    expect(calls.at(-1)?.url).toBe(`${BASE}?offset=200&limit=200`);
    expect(() => button('Load more (0 not shown)')).toThrow();
    // All 205 are held: the search finds one of the second page.
    await type(byTestId('review-queue-search'), 'Applicant 204');
    expect(rows('review-queue').map((r) => r[1])).toEqual(['Applicant 20498****1234']);
  });

  it('says when nothing waits, and shows a failed load with a way to try again', async () => {
    let fail = true;
    serve({
      [`GET ${BASE}`]: () =>
        fail
          ? [503, { code: 'SERVICE_BUSY', message: 'Try again in a minute.' }]
          : [200, { items: [], total: 0 }],
    });
    await renderScreen(<ReviewPage />, '/review');
    expect(pageText()).toContain('Try again in a minute.');
    fail = false;
    await click(button('Try again'));
    expect(pageText()).toContain('Nothing waiting for review.');
  });
});

describe('Review: one application', () => {
  it('shows the applicant with numbers masked; Reveal asks why and shows the full number', async () => {
    const calls = serve({
      [`GET ${BASE}/${ID}`]: [200, DETAIL],
      [`POST ${BASE}/${ID}/reveal`]: [200, { field: 'pan', value: 'ABCDE1234F' }],
    });
    await openDetail();
    expect(pageText()).toContain('Asha Verma');
    expect(byTestId('bureau-score')?.textContent).toBe('640');
    expect(byTestId('value-pan')?.textContent).toBe('ABXXXXX4F');
    expect(byTestId('value-aadhaar')?.textContent).toBe('XXXX XXXX 1234');

    await click(byTestId('reveal-pan'));
    expect(pageText()).toContain('The reason is kept in the audit log with your name.');
    await type(document.querySelector('.ant-modal textarea'), 'Compare with the PAN card photo');
    await click(modalButton('Reveal'));
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: `${BASE}/${ID}/reveal`,
      body: { field: 'pan', reason: 'Compare with the PAN card photo' },
    });
    expect(byTestId('value-pan')?.textContent).toBe('ABCDE1234F');
    expect(byTestId('reveal-pan')).toBeNull();
  });

  it('approves at the suggested quota after a confirmation; the page then shows the decision', async () => {
    let decided = false;
    const calls = serve({
      [`GET ${BASE}/${ID}`]: () => [200, decided ? APPROVED : DETAIL],
      [`POST ${BASE}/${ID}/approve`]: () => {
        decided = true;
        return [200, { id: ID, state: 'approved' }];
      },
    });
    await openDetail();
    expect(pageText()).toContain('Engine suggestion: personal loan of ₹30,000.00 at 0.10% a day.');
    await click(button('Approve', byTestId('decision-panel') ?? document));
    expect(pageText()).toContain('Approve a personal line of ₹30,000.00 at 0.10% a day?');
    await click(modalButton('Approve'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `${BASE}/${ID}/approve`,
      body: { quotaPaise: 3_000_000, dailyRatePpm: 1_000 },
    });
    expect(pageText()).toContain('Approved');
    expect(byTestId('decision-panel')).toBeNull();
    expect(pageText()).toContain('Decided');
  });

  it('a colleague decided first: the server’s message shows and the form stays as it was', async () => {
    const calls = serve({
      [`GET ${BASE}/${ID}`]: [200, DETAIL],
      [`POST ${BASE}/${ID}/reupload`]: [
        409,
        { code: 'REVIEW_ALREADY_DECIDED', message: 'Someone has already decided this application.' },
      ],
    });
    await openDetail();
    const panel = byTestId('decision-panel') as HTMLElement;
    await click(panel.querySelector('input[type="checkbox"]'));
    await click(button('Ask re-upload', panel));
    expect(pageText()).toContain('Ask Asha Verma (phone ending 1234) for new photos?');
    expect(pageText()).toContain(
      'Sends an SMS to Asha Verma (phone ending 1234) at once asking to retake: Aadhaar front.',
    );
    await click(modalButton('Ask for new photos'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ photos: ['aadhaar_front'] });
    expect(pageText()).toContain('Someone has already decided this application.');
    expect(panel.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked).toBe(true);
  });

  it('Reject asks first, naming the applicant and the SMS; Cancel sends nothing, Reject sends once', async () => {
    const calls = serve({
      [`GET ${BASE}/${ID}`]: [200, DETAIL],
      [`POST ${BASE}/${ID}/reject`]: [200, { id: ID, state: 'rejected' }],
    });
    await openDetail();
    const panel = byTestId('decision-panel') as HTMLElement;
    const select = panel.querySelector('[data-testid="reject-reason"]')?.closest('.ant-select');
    act(() => {
      (select?.querySelector('.ant-select-selector') ?? select)?.dispatchEvent(
        new MouseEvent('mousedown', { bubbles: true }),
      );
    });
    await settle();
    await click(document.querySelector('.ant-select-item-option'));
    await click(button('Reject', panel));
    expect(pageText()).toContain('Reject the application of Asha Verma (phone ending 1234)?');
    expect(pageText()).toContain('Sends an SMS to Asha Verma (phone ending 1234) at once');
    await click(modalButton('Cancel'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(byTestId('decision-panel')).not.toBeNull();

    await click(button('Reject', panel));
    await click(modalButton('Reject and send SMS'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ url: `${BASE}/${ID}/reject`, body: { reason: expect.any(String) } });
  });

  it('a missing application shows the error', async () => {
    serve({ [`GET ${BASE}/${ID}`]: [404, { code: 'REVIEW_NOT_FOUND', message: 'No such application.' }] });
    await openDetail();
    expect(pageText()).toContain('No such application.');
  });
});
