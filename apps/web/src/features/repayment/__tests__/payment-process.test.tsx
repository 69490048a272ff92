import type { RepaymentView } from '@app/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BILL, REPAYMENT, REPAYMENT_ID } from '@/testing/bill-fixtures';
import { json, renderPage, settle, text, where } from '@/testing/harness';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import PaymentProcessPage from '../routes/payment-process';
import RepaidPage from '../routes/repaid-page';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showErrorToast: vi.fn() }));

const GATEWAY: RepaymentView = { ...REPAYMENT, method: 'gateway', upi: null, simulator: true };
let simulated: unknown[];

function serve(first: RepaymentView, afterSimulate: RepaymentView) {
  simulated = [];
  let current = first;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/simulate')) {
        simulated.push(JSON.parse(String(init.body)));
        current = afterSimulate;
        return json(200, current);
      }
      if (url.endsWith('/bill')) return json(200, { ...BILL, repaymentDay: '2027-01-04' });
      if (url.endsWith(`/repayments/${REPAYMENT_ID}`)) return json(200, current);
      return json(404, { code: 'NOT_FOUND' });
    }),
  );
}

beforeAll(setupI18n);
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('/paymentProcess and /repaidPage', () => {
  it('a gateway payment: the labelled simulator, Pay, then the result', async () => {
    const paid: RepaymentView = {
      ...GATEWAY,
      state: 'succeeded',
      simulator: false,
      allocation: {
        principalPaise: 250_000,
        interestPaise: 6_562,
        penalPaise: 0,
        excessPaise: 0,
        feePaise: 0,
        gstPaise: 0,
      },
    };
    serve(GATEWAY, paid);
    renderPage(PaymentProcessPage, `/paymentProcess?id=${REPAYMENT_ID}`);
    await settle();
    expect(byTestId('repayment-progress')?.dataset.state).toBe('initiated');
    expect(text('gateway-simulator')).toContain('Payment gateway simulator');
    click(byTestId('simulator-pay'));
    await settle();
    expect(simulated).toEqual([{ outcome: 'succeeded' }]);
    expect(where()).toBe(`/repaidPage?id=${REPAYMENT_ID}`);
  });

  it('a UPI payment without its UTR asks for it, and shows no simulator', async () => {
    serve(REPAYMENT, REPAYMENT);
    renderPage(PaymentProcessPage, `/paymentProcess?id=${REPAYMENT_ID}`);
    await settle();
    expect(byTestId('gateway-simulator')).toBeNull();
    click(byTestId('repayment-enter-utr'));
    expect(where()).toBe(`/RepaymentCode?id=${REPAYMENT_ID}`);
  });

  it('success: the amount, where it went and the next due date', async () => {
    const paid: RepaymentView = {
      ...REPAYMENT,
      state: 'succeeded',
      utr: '123456789012',
      allocation: {
        principalPaise: 250_000,
        interestPaise: 6_562,
        penalPaise: 0,
        excessPaise: 0,
        feePaise: 0,
        gstPaise: 0,
      },
    };
    serve(paid, paid);
    renderPage(RepaidPage, `/repaidPage?id=${REPAYMENT_ID}`);
    await settle();
    expect(text('repaid-amount')).toBe('₹2,565.62');
    expect(text('alloc-principal')).toBe('₹2,500');
    expect(text('alloc-interest')).toBe('₹65.62');
    expect(text('alloc-penal')).toBe('₹0');
    expect(text('repaid-next-due')).toBe('Next due date: 04-01-2027');
  });

  it('money short of a payoff quoted before midnight: a part payment, what is left, and Pay the rest (issue 28)', async () => {
    const part: RepaymentView = {
      ...REPAYMENT,
      kind: 'full',
      state: 'succeeded',
      amountPaise: 1_257_500,
      remainingPaise: 500,
      allocation: {
        principalPaise: 1_250_500,
        interestPaise: 7_000,
        penalPaise: 0,
        excessPaise: 0,
        feePaise: 0,
        gstPaise: 0,
      },
    };
    serve(part, part);
    renderPage(RepaidPage, `/repaidPage?id=${REPAYMENT_ID}`);
    await settle();
    expect(byTestId('repaid-settled')).toBeNull();
    expect(text('repaid-part')).toContain('Counted as a part payment');
    expect(text('repaid-remaining')).toBe('₹5');
    click(byTestId('repaid-pay-rest'));
    await settle();
    expect(where()).toBe(`/Repayment?orderId=${REPAYMENT.orderId}&kind=full`);
  });

  it('failure: the reason and Try again with the same kind', async () => {
    const failed: RepaymentView = {
      ...GATEWAY,
      state: 'failed',
      simulator: false,
      failureReason: 'Declined by the bank.',
    };
    serve(failed, failed);
    renderPage(RepaidPage, `/repaidPage?id=${REPAYMENT_ID}`);
    await settle();
    expect(text('repaid-fail-reason')).toBe('Declined by the bank.');
    click(byTestId('repaid-try-again'));
    expect(where()).toBe(`/Repayment?orderId=${REPAYMENT.orderId}&kind=bill`);
  });
});
