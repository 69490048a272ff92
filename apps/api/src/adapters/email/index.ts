import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/config';
import type { EmailSender } from './email-sender';
import { createEmailOutbox } from './outbox';
import { createSmtpSender } from './smtp';

export type { EmailAttachment, EmailMessage, EmailSender } from './email-sender';
export { MemoryEmailSender } from './memory';

/** EMAIL_TRANSPORT's adapter: the development outbox, or SMTP (env.ts checks SMTP_* are set for it). */
export function createEmailSender(config: AppConfig, logger: FastifyBaseLogger): EmailSender {
  if (config.EMAIL_TRANSPORT === 'smtp') {
    return createSmtpSender({
      url: config.SMTP_URL,
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      user: config.SMTP_USER,
      pass: config.SMTP_PASS,
      from: config.EMAIL_FROM,
      logger,
    });
  }
  return createEmailOutbox();
}
