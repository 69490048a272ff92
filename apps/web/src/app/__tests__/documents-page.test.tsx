import type { DocumentKindName, DocumentList, OrderView } from '@app/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import DocumentsPage from '@/app/routes/documents/documents-page';
import { json, renderPage, settle, text, type } from '@/testing/harness';
import { ORDER } from '@/testing/order-fixtures';
import { byTestId, setupI18n } from '@/testing/test-utils';

const NOW = new Date('2026-12-20T06:00:00.000Z');
const OPEN: OrderView = {
  ...ORDER,
  id: '0b9f1c52-3a0e-4c57-9a39-6f1f0d1f2a11',
  state: 'disbursed',
  signedAt: '2026-11-20T05:10:00.000Z',
  disbursedAt: '2026-11-20T05:20:00.000Z',
};
const SETTLED: OrderView = {
  ...OPEN,
  id: '5c0b1f7e-8a9d-4e2f-b3c4-d5e6f7a8b9c0',
  orderNo: 'LN2',
  state: 'settled',
};
const UNSIGNED: OrderView = { ...ORDER, id: '7d7d7d7d-8a9d-4e2f-b3c4-d5e6f7a8b9c0', orderNo: 'LN3' };

function list(settled: boolean): DocumentList {
  const item = (kind: DocumentKindName, available: boolean, issuedAt: string | null = null) => ({
    kind,
    title: kind,
    readAt: null,
    available,
    issuedAt,
  });
  return {
    documents: [
      item('kfs', true),
      item('letter', true),
      item('loan', true),
      item('statement', true),
      item('foreclosure', !settled),
      item('noc', settled, settled ? '2026-12-01T09:00:00.000Z' : null),
      item('schedule', true),
    ],
    allRead: true,
    signedAt: OPEN.signedAt,
    signMethod: 'drawn_otp',
  };
}

function serve(orders: OrderView[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/orders')) return json(200, { orders });
      if (url.endsWith(`/orders/${OPEN.id}/documents`)) return json(200, list(false));
      if (url.endsWith(`/orders/${SETTLED.id}/documents`)) return json(200, list(true));
      return json(404, { code: 'NOT_FOUND' });
    }),
  );
}

async function open(orders: OrderView[]) {
  serve(orders);
  renderPage(DocumentsPage, '/documents');
  await settle();
}

const card = (order: OrderView) => byTestId(`docs-loan-${order.id}`) as HTMLElement;
const inCard = (order: OrderView, testId: string) =>
  card(order).querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const href = (order: OrderView, testId: string) => inCard(order, testId)?.getAttribute('href') ?? null;

beforeAll(setupI18n);
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the Documents page', () => {
  it('lists each signed loan with its signed documents and its account documents, as pages and PDFs', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    await open([OPEN, SETTLED, UNSIGNED]);
    expect(byTestId(`docs-loan-${UNSIGNED.id}`)).toBeNull();
    for (const kind of ['kfs', 'letter', 'loan'] as const) {
      expect(href(OPEN, `docs-open-${kind}`)).toBe(`/${kind}?id=${OPEN.id}`);
      expect(href(OPEN, `docs-pdf-${kind}`)).toBe(`/pdf/${kind}/${OPEN.id}`);
    }
    // the whole loan and today are the server's defaults: the links name no days
    expect(href(OPEN, 'docs-pdf-statement')).toBe(`/pdf/statement/${OPEN.id}`);
    expect(href(OPEN, 'docs-open-foreclosure')).toBe(`/foreclosure?id=${OPEN.id}`);
    expect(href(OPEN, 'docs-pdf-schedule')).toBe(`/pdf/schedule/${OPEN.id}`);
    expect((inCard(OPEN, 'docs-statement-from') as HTMLInputElement).value).toBe('2026-11-20');
    expect((inCard(OPEN, 'docs-statement-to') as HTMLInputElement).value).toBe('2026-12-20');
    expect((inCard(OPEN, 'docs-foreclosure-date') as HTMLInputElement).max).toBe('2027-01-19');
  });

  it('shows the NOC once issued, and says when it comes before that', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    await open([OPEN, SETTLED]);
    expect(inCard(OPEN, 'docs-pdf-noc')).toBeNull();
    expect(inCard(OPEN, 'docs-pending-noc')?.textContent).toContain('as soon as the loan is settled');
    expect(href(SETTLED, 'docs-pdf-noc')).toBe(`/pdf/noc/${SETTLED.id}`);
    expect(inCard(SETTLED, 'docs-row-noc')?.textContent).toContain('Issued on 01-12-2026');
    // a settled loan has nothing to foreclose
    expect(inCard(SETTLED, 'docs-pdf-foreclosure')).toBeNull();
    expect(inCard(SETTLED, 'docs-pending-foreclosure')?.textContent).toContain('nothing is left to pay');
  });

  it('puts the chosen days on the links, and holds them back while the range is wrong', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    await open([OPEN]);
    type('docs-statement-from', '2026-12-01');
    expect(href(OPEN, 'docs-pdf-statement')).toBe(`/pdf/statement/${OPEN.id}?from=2026-12-01`);
    type('docs-statement-to', '2026-12-10');
    expect(href(OPEN, 'docs-open-statement')).toBe(`/statement?id=${OPEN.id}&from=2026-12-01&to=2026-12-10`);
    type('docs-statement-to', '2026-11-30');
    expect(text('docs-statement-problem')).toBe('The end day cannot be before the start day.');
    expect(inCard(OPEN, 'docs-pdf-statement')).toBeNull();
    type('docs-foreclosure-date', '2026-12-25');
    expect(href(OPEN, 'docs-pdf-foreclosure')).toBe(`/pdf/foreclosure/${OPEN.id}?date=2026-12-25`);
    type('docs-foreclosure-date', '2027-02-01');
    expect(text('docs-foreclosure-problem')).toBe('Choose a day from today to 30 days ahead.');
  });

  it('says there is nothing yet when no loan is signed', async () => {
    await open([UNSIGNED]);
    expect(byTestId('documents-empty')).not.toBeNull();
  });
});
