import type { MandateView } from '@app/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_ID } from '@/testing/bill-fixtures';
import { json, renderPage, settle, text, where } from '@/testing/harness';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import { MandateCard } from '../components/mandate-card';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showErrorToast: vi.fn() }));
const dialog = vi.hoisted(() => ({ confirm: vi.fn() }));
vi.mock('@/lib/antd-imperative', () => ({ Dialog: dialog }));

const ACTIVE: MandateView = {
  id: '6a1c2f4e-0c7b-4b1d-9a55-0d7f1c1e2b33',
  orderId: ORDER_ID,
  rail: 'upi_autopay',
  state: 'active',
  maxAmountPaise: 3_512_50,
  accountMasked: 'XXXX9012',
  startDay: '2026-11-27',
  endDay: '2027-03-27',
  frequency: 'as_presented',
  failedDebitChargePaise: 0,
  upiLimitPaise: 15_000_00,
  approveUrl: null,
  upiIntent: null,
  upiQrSvg: null,
  nextDebit: { dueDay: '2026-12-27', amountPaise: 3_512_50, state: 'notified' },
  debits: [],
};

let posts: string[] = [];
function serve(mandate: MandateView | null) {
  posts = [];
  let current = mandate;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST' && current) {
        posts.push(url);
        const change = url.split('/').at(-1);
        const state = change === 'pause' ? 'paused' : change === 'resume' ? 'active' : 'revoked';
        current = { ...current, state, nextDebit: state === 'active' ? current.nextDebit : null };
        return json(200, current);
      }
      return json(200, current);
    }),
  );
}

function Page() {
  return <MandateCard orderId={ORDER_ID} />;
}

async function open(mandate: MandateView | null) {
  serve(mandate);
  renderPage(Page, '/bill');
  await settle();
}

/** What the confirmation asked, then the borrower's answer. */
async function answer(yes: boolean) {
  await settle();
  const options = dialog.confirm.mock.calls.at(-1)?.[0] as {
    content: string;
    onConfirm: () => Promise<void>;
  };
  if (yes) await options.onConfirm();
  await settle();
  return options.content;
}

beforeAll(setupI18n);
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  dialog.confirm.mockReset();
});

describe('the mandate card on My Loan', () => {
  it('offers to set up auto-debit when there is none', async () => {
    await open(null);
    expect(byTestId('mandate-card')).toBeNull();
    click(byTestId('mandate-set-up'));
    expect(where()).toBe(`/autoDebit?orderId=${ORDER_ID}`);
  });

  it('offers it again after a revoked mandate', async () => {
    await open({ ...ACTIVE, state: 'revoked', nextDebit: null });
    expect(byTestId('mandate-offer')).not.toBeNull();
  });

  it('shows the state, the rail and the next debit with its state', async () => {
    await open(ACTIVE);
    expect(text('mandate-state')).toBe('On');
    expect(text('mandate-rail')).toBe('UPI AutoPay');
    expect(text('mandate-max')).toBe('₹3,512.50');
    expect(text('mandate-account')).toBe('XXXX9012');
    expect(text('mandate-next-debit')).toBe('₹3,512.50 on 27-12-2026');
    expect(text('mandate-next-state')).toBe('Notice sent');
  });

  it('pauses only after the borrower confirms, then offers Resume', async () => {
    await open(ACTIVE);
    click(byTestId('mandate-pause'));
    expect(await answer(false)).toContain('Pause auto-debit?');
    expect(posts).toEqual([]);
    click(byTestId('mandate-pause'));
    await answer(true);
    expect(posts).toEqual([`/api/v1/orders/${ORDER_ID}/mandate/pause`]);
    expect(text('mandate-state')).toBe('Paused');
    expect(text('mandate-paused-hint')).toContain('Nothing is debited while paused');
    expect(byTestId('mandate-pause')).toBeNull();
    click(byTestId('mandate-resume'));
    expect(await answer(true)).toContain('Resume auto-debit?');
    expect(posts.at(-1)).toBe(`/api/v1/orders/${ORDER_ID}/mandate/resume`);
    expect(text('mandate-state')).toBe('On');
  });

  it('revokes after confirmation, and the offer to set up comes back', async () => {
    await open(ACTIVE);
    click(byTestId('mandate-revoke'));
    expect(await answer(true)).toContain('cannot be undone');
    expect(posts).toEqual([`/api/v1/orders/${ORDER_ID}/mandate/revoke`]);
    expect(byTestId('mandate-card')).toBeNull();
    expect(byTestId('mandate-offer')).not.toBeNull();
  });

  it('leads a pending mandate back to its approval', async () => {
    await open({ ...ACTIVE, state: 'pending', nextDebit: null });
    expect(text('mandate-state')).toBe('Waiting for your approval');
    expect(byTestId('mandate-pause')).toBeNull();
    click(byTestId('mandate-continue'));
    expect(where()).toBe(`/autoDebit?orderId=${ORDER_ID}`);
  });
});
