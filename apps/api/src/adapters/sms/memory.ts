import type { SmsSender } from './sms-sender';

/** Test SMS: keeps every message for assertions. */
export class MemorySmsSender implements SmsSender {
  readonly name = 'memory';
  readonly simulated = true;
  readonly messages: { to: string; text: string }[] = [];

  async send(message: { to: string; text: string }): Promise<void> {
    this.messages.push(message);
  }

  /** The code in the newest message to `phone` (the first run of digits in the text). */
  lastCodeFor(phone: string): string {
    const message = this.messages.findLast((m) => m.to === phone);
    const code = message ? /\d{4,8}/.exec(message.text)?.[0] : undefined;
    if (!code) throw new Error(`no code sent to ${phone}`);
    return code;
  }

  clear(): void {
    this.messages.length = 0;
  }
}
