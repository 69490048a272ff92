import type { EmailSender } from './email-sender';

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/**
 * Development e-mail: one stdout line per message with the recipient, the
 * subject and the attachment names, like the SMS outbox. The body is not
 * printed (it may hold a verification code: the e2e tests read it from the subject).
 */
export function createEmailOutbox(
  write: (line: string) => void = (l) => process.stdout.write(l),
): EmailSender {
  return {
    name: 'outbox',
    simulated: true,
    async send({ to, subject, attachments = [] }) {
      const names = attachments.map((a) => a.filename).join(',');
      write(`[email-outbox] to=${oneLine(to)} subject=${oneLine(subject)} attachments=${names || '-'}\n`);
    },
  };
}
