import {
  billOwing,
  formatDate,
  formatMoney,
  inReminderWindow,
  isOpen,
  istDayKey,
  reminderOffset,
} from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../adapters/sms';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createNotifier } from '../messages/notifier';
import { orderRepository } from '../orders/order-repository';
import { bookRepository } from './book-repository';
import { reminderRepository } from './repayment-repository';

const BATCH = 500;

/**
 * Repayment reminders (issue 5): at D-3, D-1, the due day and overdue days
 * 1, 3 and 7, to the message center and by SMS, only between 08:00 and
 * 19:00 in India. A row per order, due day and offset is claimed before
 * sending, so each reminder goes once however often (and on however many
 * instances) this runs.
 */
export function createReminders(deps: {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  proName: string;
  logger: FastifyBaseLogger;
}) {
  const { db, clock } = deps;
  const notifier = createNotifier(deps);

  return async function runReminders(): Promise<number> {
    const now = clock.now();
    if (!inReminderWindow(now)) return 0;
    const today = istDayKey(now);
    let sent = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const orders = await orderRepository.listDisbursed(db, after, BATCH);
      for (const order of orders) {
        const book = await bookRepository.load(db, order.id);
        const first = book.find(isOpen);
        const offset = first ? reminderOffset(first.dueDay, today) : null;
        if (!first || offset === null) continue;
        if (!(await reminderRepository.claim(db, order.id, first.dueDay, offset, now))) continue;
        const template =
          offset > 0 ? 'repayment_reminder' : offset === 0 ? 'repayment_due_today' : 'repayment_overdue';
        const notice = await notifier.write(db, {
          customerId: order.customerId,
          template,
          params: {
            orderNo: order.orderNo,
            amount: formatMoney(billOwing(book, today).totalPaise / 100, { symbol: true }),
            date: formatDate(`${first.dueDay}T00:00:00+05:30`),
            days: -offset,
          },
        });
        await notifier.send(notice);
        sent += 1;
      }
      if (orders.length < BATCH) return sent;
      after = orders[orders.length - 1]?.id ?? after;
    }
  };
}
