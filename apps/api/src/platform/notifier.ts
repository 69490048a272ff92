import { isLang, type MessageTemplate, renderMessage } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../adapters/sms';
import type { Db, Executor } from '../db/client';
import type { Clock } from '../lib/clock';
import { customerRepository } from './customer-repository';
import { messageRepository } from './message-repository';

/** An event told to a borrower: the same template in the message center and by SMS. */
export interface Notice {
  customerId: string;
  template: MessageTemplate;
  params: Record<string, string | number>;
}

/**
 * The message center entry is written in the caller's transaction (it exists
 * if and only if the event committed); the SMS goes after commit, in the
 * customer's language, and a failed SMS is logged, never thrown.
 */
export function createNotifier(deps: {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  proName: string;
  /** The lender the loan SMS name (decision 071); modules whose messages name no loan leave it out. */
  lenderName?: string;
  logger: FastifyBaseLogger;
}) {
  const lender: Record<string, string> = deps.lenderName === undefined ? {} : { lenderName: deps.lenderName };
  const params = (notice: Notice) => ({ proName: deps.proName, ...lender, ...notice.params });
  return {
    async write(tx: Executor, notice: Notice): Promise<Notice> {
      await messageRepository.write(tx, {
        customerId: notice.customerId,
        kind: 'notify',
        template: notice.template,
        params: params(notice),
        now: deps.clock.now(),
      });
      return notice;
    },

    async send(notice: Notice | null): Promise<void> {
      if (!notice) return;
      const customer = await customerRepository.findById(deps.db, notice.customerId);
      if (!customer) return;
      const lang = isLang(customer.language) ? customer.language : 'en';
      const { body } = renderMessage(notice.template, lang, params(notice));
      await deps.sms.send({ to: customer.phone, text: body }).catch((err: unknown) => {
        deps.logger.warn({ err, template: notice.template }, 'SMS not sent');
      });
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
