import { randomInt } from 'node:crypto';
import type { MandateSetupBody, MandateTerms, MandateView } from '@app/contract';
import { addDays, failedDebitChargeOf, formatMoney, istDayKey } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { MandateGateway } from '../../adapters/mandate';
import type { Db } from '../../db/client';
import type { LoanOrderRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-cipher';
import { qrSvg } from '../repayment';
import { type MandateRow, mandateRepository as repo } from './mandate-repository';

export interface MandateDeps {
  db: Db;
  clock: Clock;
  cipher: FieldCipher;
  gateway: MandateGateway;
  /** UPI_AUTOPAY_LIMIT_PAISE. */
  upiLimitPaise: number;
  logger: FastifyBaseLogger;
}

/** A mandate runs this long after the loan's last due day, so a late instalment can still be collected. */
const END_GRACE_DAYS = 30;

const referenceOf = () =>
  `MDT${String(randomInt(100_000_000, 1_000_000_000))}${String(randomInt(1000, 10_000))}`;

const isUniqueViolation = (err: unknown) => {
  const code =
    (err as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
};

/**
 * The borrower's auto-debit mandates (issue 32, docs/auto-debit.md): set-up,
 * optional and consented; pause, resume and revoke, at once here and at the
 * gateway. Another customer's order is NOT_FOUND, as every order route answers.
 */
export function createMandateService(deps: MandateDeps) {
  const { db, clock, gateway } = deps;

  async function ownOrder(customerId: string, orderId: string) {
    const order = await repo.order(db, orderId);
    if (order?.customerId !== customerId) throw new AppError('NOT_FOUND');
    return order;
  }

  async function view(row: MandateRow, lang: string | null): Promise<MandateView> {
    const debits = await repo.debits(db, row.id);
    const order = await repo.order(db, row.orderId);
    let approveUrl: string | null = null;
    let upiIntent: string | null = null;
    if (row.state === 'pending' && row.gatewayRef) {
      // Asking again with our reference returns the same mandate's links.
      const links = await gateway.create(request(row)).catch(() => null);
      approveUrl = links ? withLang(links.approveUrl, lang) : null;
      upiIntent = links?.upiIntent ?? null;
    }
    const open = debits.find((d) => d.state === 'notified' || d.state === 'requested');
    let nextDebit: MandateView['nextDebit'] = null;
    if (open) {
      nextDebit = {
        dueDay: open.dueDay,
        amountPaise: open.requestedPaise ?? open.amountPaise,
        state: open.state === 'notified' ? 'notified' : 'requested',
      };
    } else if (row.state === 'active') {
      const next = await repo.nextOpenInstalment(db, row.orderId);
      if (next) {
        const owing =
          next.principalPaise +
          next.interestPaise +
          next.penalPaise +
          next.penaltyFeePaise +
          next.failedDebitChargePaise -
          next.paidPrincipalPaise -
          next.paidInterestPaise -
          next.paidPenalPaise;
        nextDebit = {
          dueDay: next.dueDay,
          amountPaise: Math.max(0, Math.min(owing, row.maxAmountPaise)),
          state: 'scheduled',
        };
      }
    }
    return {
      id: row.id,
      orderId: row.orderId,
      rail: row.rail,
      state: row.state,
      maxAmountPaise: row.maxAmountPaise,
      accountMasked: row.accountMasked,
      startDay: row.startDay,
      endDay: row.endDay,
      frequency: 'as_presented',
      // The loan's own charge, fixed when priced: the one its KFS states and its books levy.
      failedDebitChargePaise: order ? failedDebitChargeOf(order.pricing) : 0,
      upiLimitPaise: deps.upiLimitPaise,
      approveUrl,
      upiIntent,
      upiQrSvg: upiIntent ? qrSvg(upiIntent) : null,
      nextDebit,
      debits: debits.map((d) => ({
        id: d.id,
        dueDay: d.dueDay,
        attempt: d.attempt,
        state: d.state,
        amountPaise: d.amountPaise,
        requestedPaise: d.requestedPaise,
        failureReason: d.failureReason,
        refundPaise: d.refundPaise,
      })),
    };
  }

  /** The simulator's page speaks the borrower's language; a real bank's page keeps its own URL. */
  const withLang = (url: string, lang: string | null) =>
    gateway.simulated && lang ? `${url}${url.includes('?') ? '&' : '?'}lang=${lang}` : url;

  const request = (row: MandateRow) => ({
    reference: row.reference,
    rail: row.rail,
    maxAmountPaise: row.maxAmountPaise,
    startDay: row.startDay,
    endDay: row.endDay,
    accountMasked: row.accountMasked,
  });

  /** The maximum (the largest instalment's total unless given), the account and the dates of a new mandate. */
  function termsOf(order: LoanOrderRow, requested: number | undefined) {
    if (order.state !== 'disbursed' || !order.payoutAccountEnc) throw new AppError('MANDATE_NOT_ALLOWED');
    const lastDue = [order.endDay, ...order.schedule.map((i) => i.dueDay)].sort().at(-1) ?? order.endDay;
    const account = deps.cipher.decrypt(order.payoutAccountEnc, 'account');
    return {
      maxAmountPaise: requested ?? Math.max(...order.schedule.map((i) => i.totalPaise)),
      startDay: istDayKey(clock.now()),
      endDay: addDays(lastDue, END_GRACE_DAYS),
      accountMasked: `XXXX${account.slice(-4)}`,
    };
  }

  async function mine(customerId: string, orderId: string): Promise<MandateRow> {
    await ownOrder(customerId, orderId);
    const row = await repo.forOrder(db, orderId);
    if (!row) throw new AppError('MANDATE_NOT_FOUND');
    return row;
  }

  return {
    view,

    async get(customerId: string, orderId: string, lang: string | null): Promise<MandateView | null> {
      await ownOrder(customerId, orderId);
      const row = await repo.forOrder(db, orderId);
      return row ? view(row, lang) : null;
    },

    async terms(customerId: string, orderId: string): Promise<MandateTerms> {
      const order = await ownOrder(customerId, orderId);
      const t = termsOf(order, undefined);
      return {
        maxAmountPaise: t.maxAmountPaise,
        accountMasked: t.accountMasked,
        startDay: t.startDay,
        endDay: t.endDay,
        frequency: 'as_presented',
        failedDebitChargePaise: failedDebitChargeOf(order.pricing),
        upiLimitPaise: deps.upiLimitPaise,
      };
    },

    async setup(
      customerId: string,
      orderId: string,
      body: MandateSetupBody,
      lang: string | null,
    ): Promise<MandateView> {
      const order = await ownOrder(customerId, orderId);
      const { maxAmountPaise, startDay, endDay, accountMasked } = termsOf(order, body.maxAmountPaise);
      if (maxAmountPaise > order.totalRepayablePaise) throw new AppError('MANDATE_AMOUNT_TOO_HIGH');
      if (body.rail === 'upi_autopay' && maxAmountPaise > deps.upiLimitPaise) {
        throw new AppError('MANDATE_UPI_LIMIT', {
          params: { limit: formatMoney(deps.upiLimitPaise / 100, { symbol: true }) },
        });
      }
      if (await repo.open(db, orderId)) throw new AppError('MANDATE_EXISTS');
      const now = clock.now();
      const row = await repo
        .insert(db, {
          orderId,
          customerId,
          rail: body.rail,
          state: 'pending',
          maxAmountPaise,
          startDay,
          endDay,
          accountMasked,
          reference: referenceOf(),
          createdAt: now,
          updatedAt: now,
        })
        .catch((err: unknown) => {
          // Two set-ups at the same instant: the partial unique index lets one through.
          if (isUniqueViolation(err)) throw new AppError('MANDATE_EXISTS');
          throw err;
        });
      let created: Awaited<ReturnType<MandateGateway['create']>>;
      try {
        created = await gateway.create(request(row));
      } catch (err) {
        deps.logger.warn({ err, mandateId: row.id }, 'mandate gateway create failed');
        await repo.transition(db, row.id, ['pending'], {
          state: 'failed',
          failureReason: 'gateway_error',
          updatedAt: clock.now(),
        });
        throw new AppError('SERVICE_BUSY');
      }
      const saved = await repo.transition(db, row.id, ['pending'], {
        gatewayRef: created.gatewayRef,
        updatedAt: clock.now(),
      });
      return view(saved ?? row, lang);
    },

    /** Pause: no debit is requested until resumed; a notified one not yet requested is cancelled. */
    async pause(customerId: string, orderId: string, lang: string | null): Promise<MandateView> {
      const found = await mine(customerId, orderId);
      if (found.state === 'paused') return view(found, lang);
      const paused = await transact(db, async (tx) => {
        const row = await repo.lock(tx, found.id);
        if (row?.state !== 'active') return new AppError('MANDATE_INACTIVE');
        const now = clock.now();
        await repo.cancelNotified(tx, row.id, now);
        return repo.transition(tx, row.id, ['active'], { state: 'paused', updatedAt: now });
      });
      if (paused?.gatewayRef) await atGateway('pause', paused.gatewayRef);
      return view(paused ?? found, lang);
    },

    /** Resume: the gateway first, so our side never says active while the bank would refuse. */
    async resume(customerId: string, orderId: string, lang: string | null): Promise<MandateView> {
      const found = await mine(customerId, orderId);
      if (found.state === 'active') return view(found, lang);
      if (found.state !== 'paused' || !found.gatewayRef) throw new AppError('MANDATE_INACTIVE');
      await gateway.resume(found.gatewayRef).catch((err: unknown) => {
        deps.logger.warn({ err, mandateId: found.id }, 'mandate gateway resume failed');
        throw new AppError('SERVICE_BUSY');
      });
      const resumed = await repo.transition(db, found.id, ['paused'], {
        state: 'active',
        updatedAt: clock.now(),
      });
      if (!resumed) throw new AppError('MANDATE_INACTIVE');
      return view(resumed, lang);
    },

    /** Revoke: ours at once (no debit is ever requested again), then the gateway's. */
    async revoke(customerId: string, orderId: string, lang: string | null): Promise<MandateView> {
      const found = await mine(customerId, orderId);
      if (found.state === 'revoked') return view(found, lang);
      const revoked = await transact(db, async (tx) => {
        const row = await repo.lock(tx, found.id);
        if (!row || !['pending', 'active', 'paused'].includes(row.state)) {
          return new AppError('MANDATE_INACTIVE');
        }
        const now = clock.now();
        await repo.cancelNotified(tx, row.id, now);
        return repo.transition(tx, row.id, ['pending', 'active', 'paused'], {
          state: 'revoked',
          revokedBy: 'borrower',
          revokedAt: now,
          updatedAt: now,
        });
      });
      if (revoked?.gatewayRef) await atGateway('revoke', revoked.gatewayRef);
      return view(revoked ?? found, lang);
    },
  };

  /**
   * Pause and revoke hold on our side whatever the gateway answers (we request
   * no debit on a mandate that is not active); a failure is logged for staff.
   */
  async function atGateway(action: 'pause' | 'revoke', gatewayRef: string): Promise<void> {
    try {
      await gateway[action](gatewayRef);
    } catch (err) {
      deps.logger.warn({ err, gatewayRef, action }, 'mandate gateway call failed; our side already holds');
    }
  }
}

export type MandateService = ReturnType<typeof createMandateService>;
