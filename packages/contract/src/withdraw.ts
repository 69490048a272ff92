import { z } from 'zod';
import { IsoDateTime } from './common';
import { LoanOptionSchema } from './home';

const Paise = z.number().int();
const DayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What an approved borrower may withdraw now (spec §9: loan options and max loan). */
export const WithdrawOptionsSchema = z
  .object({
    product: z.enum(['personal', 'salary']),
    quotaPaise: Paise,
    dailyRatePpm: z.number().int(),
    loanOptions: z.array(LoanOptionSchema),
    /** Largest money of the options with can_loan, in rupees; null when none (spec §9). */
    maxLoan: z.number().nullable(),
    minAmountPaise: Paise,
    amountStepPaise: Paise,
    termsMonths: z.array(z.number().int()),
    installmentDays: z.number().int(),
    /** The open order, when there is one: a new withdrawal waits until it is repaid. */
    openOrderId: z.uuid().nullable(),
  })
  .meta({ id: 'WithdrawOptions' });
export type WithdrawOptions = z.infer<typeof WithdrawOptionsSchema>;

/**
 * The amount and term asked for. Numbers are checked by the server's rules,
 * not by type alone, so that -5, 0, 2000.5 or 1e12 answer the spec's message.
 */
export const WithdrawRequestSchema = z
  .object({
    amountPaise: z.number(),
    termMonths: z.number(),
  })
  .strict()
  .meta({ id: 'WithdrawRequest' });
export type WithdrawRequest = z.infer<typeof WithdrawRequestSchema>;

export const InstalmentSchema = z
  .object({
    number: z.number().int(),
    dueDay: DayKey,
    principalPaise: Paise,
    interestPaise: Paise,
    totalPaise: Paise,
    closingPrincipalPaise: Paise,
  })
  .meta({ id: 'Instalment' });
export type InstalmentView = z.infer<typeof InstalmentSchema>;

/** Every figure of a priced withdrawal: the loan order fields of spec §3 and the KFS's APR. */
export const QuoteSchema = z
  .object({
    amountPaise: Paise,
    termMonths: z.number().int(),
    termDays: z.number().int(),
    installmentDays: z.number().int(),
    dailyRatePpm: z.number().int(),
    serviceFeePaise: Paise,
    creditReportFeePaise: Paise,
    ticketFeePaise: Paise,
    gstPaise: Paise,
    gstBase: z.enum(['all_fees', 'service_fee']),
    couponPaise: Paise,
    totalDeductionPaise: Paise,
    receivedPaise: Paise,
    interestPaise: Paise,
    totalRepayablePaise: Paise,
    /** Annual percentage rate in basis points of a percent (2416 = 24.16%), RBI KFS method. */
    aprBps: z.number().int(),
    startDay: DayKey,
    endDay: DayKey,
    schedule: z.array(InstalmentSchema),
  })
  .meta({ id: 'Quote' });
export type QuoteView = z.infer<typeof QuoteSchema>;

export const ORDER_STATES = [
  'created',
  'signed',
  'disbursing',
  'disbursed',
  'disburse_failed',
  'canceled',
  'canceled_cooling_off',
  'settled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const OrderViewSchema = z
  .object({
    id: z.uuid(),
    orderNo: z.string(),
    state: z.enum(ORDER_STATES),
    product: z.enum(['personal', 'salary']),
    quote: QuoteSchema,
    createdAt: IsoDateTime,
  })
  .meta({ id: 'Order' });
export type OrderView = z.infer<typeof OrderViewSchema>;

/** Money-moving POSTs carry one: a replay returns the first answer and moves nothing. */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .meta({ description: '8-64 letters, digits, - or _; one per intended action' }),
});
