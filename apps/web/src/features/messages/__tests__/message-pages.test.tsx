import type { MessageDetail, MessageView } from '@app/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, renderPage, settle, where } from '@/testing/harness';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import MsgCenterPage from '../routes/msg-center';
import MsgDetailPage from '../routes/msg-detail';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const message = (n: number, over: Partial<MessageView> = {}): MessageView => ({
  id: id(n),
  kind: 'notify',
  title: `Notice ${n}`,
  body: `Body of notice ${n}`,
  read: false,
  createdAt: '2026-11-23T06:30:00.000Z',
  ...over,
});

const NOTICES = Array.from({ length: 25 }, (_, i) => message(i + 1, { read: i >= 2 }));
const OFFER = message(100, { kind: 'activity', title: '₹100 off your next repayment', read: false });

interface Served {
  requests: string[];
  readAll: number;
}

function serve(options: { notices?: MessageView[]; offers?: MessageView[]; fail?: boolean } = {}): Served {
  const notices = options.notices ?? NOTICES;
  const offers = options.offers ?? [OFFER];
  const served: Served = { requests: [], readAll: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      served.requests.push(url);
      if (options.fail) return json(500, { code: 'INTERNAL' });
      const { pathname, searchParams } = new URL(url, 'http://x');
      if (pathname === '/api/v1/messages/read-all' && init?.method === 'POST') {
        served.readAll += 1;
        return json(200, { unread: 0 });
      }
      if (pathname === '/api/v1/messages/unread-count') {
        const unread = [...notices, ...offers].filter((m) => !m.read).length;
        return json(200, { unread: served.readAll ? 0 : unread });
      }
      if (pathname === '/api/v1/messages') {
        const all = searchParams.get('kind') === 'activity' ? offers : notices;
        const start = searchParams.get('cursor') ? Number(searchParams.get('cursor')) : 0;
        const page = all.slice(start, start + 20);
        return json(200, {
          messages: page,
          nextCursor: start + 20 < all.length ? String(start + 20) : null,
          unread: all.filter((m) => !m.read).length,
        });
      }
      return json(404, { code: 'NOT_FOUND' });
    }),
  );
  return served;
}

const titles = () =>
  [...document.querySelectorAll('[data-testid="message-title"]')].map((el) => el.textContent);
const unreadIds = () =>
  [...document.querySelectorAll<HTMLElement>('[data-read="false"]')].map((el) => el.dataset.testid);

beforeAll(setupI18n);
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('/msgCenter', () => {
  it('lists notices newest first with unread dots, then the next page by its cursor', async () => {
    const served = serve();
    renderPage(MsgCenterPage, '/msgCenter');
    await settle();
    expect(titles()).toHaveLength(20);
    expect(titles()[0]).toBe('Notice 1');
    expect(unreadIds()).toEqual([`message-${id(1)}`, `message-${id(2)}`]);
    expect(byTestId('messages-unread')?.textContent).toBe('3 unread');
    click(byTestId('messages-more'));
    await settle();
    expect(titles()).toHaveLength(25);
    expect(served.requests).toContain('/api/v1/messages?kind=notify&cursor=20');
    expect(byTestId('messages-more')).toBeNull();
    expect(document.body.textContent).toContain('No more messages');
  });

  it('switches to offers, opens a message, and marks all read', async () => {
    const served = serve();
    renderPage(MsgCenterPage, '/msgCenter');
    await settle();
    click(byTestId('message-tab-activity'));
    await settle();
    expect(titles()).toEqual(['₹100 off your next repayment']);
    click(byTestId('messages-read-all'));
    await settle();
    expect(served.readAll).toBe(1);
    expect(unreadIds()).toEqual([]);
    expect(byTestId('messages-unread')).toBeNull();
    expect(byTestId('messages-read-all')).toBeNull();
    click(byTestId(`message-${id(100)}`));
    await settle();
    expect(where()).toBe(`/msgDetail?id=${id(100)}`);
  });

  it('says so when a kind has no messages, and offers a retry when they cannot load', async () => {
    serve({ offers: [] });
    renderPage(MsgCenterPage, '/msgCenter?kind=activity');
    await settle();
    expect(byTestId('messages-empty')?.textContent).toContain('No offers yet');
    document.body.innerHTML = '';
    serve({ fail: true });
    renderPage(MsgCenterPage, '/msgCenter');
    await settle();
    expect(byTestId('messages-error')?.textContent).toContain('Your messages could not be loaded.');
  });
});

describe('/msgDetail', () => {
  function serveDetail(detail: MessageDetail | null) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith(`/api/v1/messages/${id(7)}`) && detail
          ? json(200, detail)
          : json(404, { code: 'NOT_FOUND' }),
      ),
    );
  }

  it("shows the message and leads to the loan's bill", async () => {
    const orderId = '11111111-1111-4111-8111-111111111111';
    serveDetail({
      ...message(7, {
        title: 'Repayment reminder',
        body: '₹3,500 of loan LN1 is due on 30-11-2026.',
        read: true,
      }),
      target: { page: 'bill', orderId },
    });
    renderPage(MsgDetailPage, `/msgDetail?id=${id(7)}`);
    await settle();
    expect(byTestId('message-detail-title')?.textContent).toBe('Repayment reminder');
    expect(byTestId('message-detail-body')?.textContent).toContain('due on 30-11-2026');
    expect(byTestId('message-target')?.textContent).toBe('View the bill');
    click(byTestId('message-target'));
    await settle();
    expect(where()).toBe(`/bill?orderId=${orderId}`);
  });

  it('has no link when the text is the whole story, and says when a message is not found', async () => {
    serveDetail({ ...message(7), target: null });
    renderPage(MsgDetailPage, `/msgDetail?id=${id(7)}`);
    await settle();
    expect(byTestId('message-detail')).not.toBeNull();
    expect(byTestId('message-target')).toBeNull();
    document.body.innerHTML = '';
    serveDetail(null);
    renderPage(MsgDetailPage, `/msgDetail?id=${id(7)}`);
    await settle();
    expect(byTestId('message-missing')?.textContent).toContain('This message could not be found.');
  });
});
