import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { EmailSender } from './email-sender';

export interface SmtpOptions {
  /** smtp(s)://user:pass@host:port, or the parts below. */
  url?: string;
  host?: string;
  port?: number;
  user?: string;
  pass?: string;
  from: string;
  logger: FastifyBaseLogger;
}

/** E-mail through an SMTP server (nodemailer). Errors are logged without the message: it may hold a code. */
export function createSmtpSender(options: SmtpOptions): EmailSender {
  const transport = options.url
    ? nodemailer.createTransport(options.url)
    : nodemailer.createTransport({
        host: options.host,
        port: options.port,
        secure: options.port === 465,
        auth: options.user ? { user: options.user, pass: options.pass ?? '' } : undefined,
      });
  return {
    name: 'smtp',
    async send({ to, subject, text, attachments = [] }) {
      try {
        await transport.sendMail({ from: options.from, to, subject, text, attachments });
      } catch (err) {
        const reason = err instanceof Error ? ((err as { code?: string }).code ?? err.name) : 'unknown';
        options.logger.error({ reason }, 'smtp server refused or unreachable');
        throw new Error(`SMTP send failed (${reason})`);
      }
    },
  };
}
