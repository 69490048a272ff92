import { e164, type SmsSender } from './sms-sender';

/**
 * Development SMS: exactly one stdout line per message, which the e2e tests
 * and a developer read the code from. The only place a code is ever printed.
 */
export function createDevOutboxSender(
  write: (line: string) => void = (l) => process.stdout.write(l),
): SmsSender {
  return {
    name: 'dev-outbox',
    simulated: true,
    async send({ to, text }) {
      write(`[sms-outbox] to=${e164(to)} text=${text.replace(/[\r\n]+/g, ' ')}\n`);
    },
  };
}
