import type { OrderView, QuoteView } from '@app/contract';

export const QUOTE: QuoteView = {
  amountPaise: 1_500_000,
  termMonths: 3,
  termDays: 90,
  installmentDays: 15,
  dailyRatePpm: 500,
  serviceFeePaise: 45_000,
  creditReportFeePaise: 3_000,
  ticketFeePaise: 2_000,
  gstPaise: 9_000,
  gstBase: 'all_fees',
  couponPaise: 0,
  totalDeductionPaise: 59_000,
  receivedPaise: 1_441_000,
  interestPaise: 39_375,
  totalRepayablePaise: 1_539_375,
  aprBps: 4473,
  startDay: '2026-11-20',
  endDay: '2027-02-18',
  schedule: [1, 2, 3, 4, 5, 6].map((number) => ({
    number,
    dueDay: `2026-12-${String(number * 2).padStart(2, '0')}`,
    principalPaise: 250_000,
    interestPaise: 6_562,
    totalPaise: 256_562,
    closingPrincipalPaise: 1_500_000 - number * 250_000,
  })),
};

export const ORDER: OrderView = {
  id: '0b9f1c52-3a0e-4c57-9a39-6f1f0d1f2a11',
  orderNo: 'LN20261120ABCD1234',
  state: 'created',
  product: 'personal',
  quote: QUOTE,
  createdAt: '2026-11-20T05:00:00.000Z',
  signedAt: null,
  disbursedAt: null,
  utr: null,
  fixBy: null,
  coolingOff: null,
};
