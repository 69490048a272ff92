import type { EmailMessage, EmailSender } from './email-sender';

/** Test e-mail: keeps every message for assertions. */
export class MemoryEmailSender implements EmailSender {
  readonly name = 'memory';
  readonly simulated = true;
  readonly messages: EmailMessage[] = [];

  async send(message: EmailMessage): Promise<void> {
    this.messages.push(message);
  }

  /** The 6-digit code in the newest message to `to`. */
  lastCodeFor(to: string): string {
    const message = this.messages.findLast((m) => m.to === to);
    const code = message ? /\b\d{6}\b/.exec(`${message.subject} ${message.text}`)?.[0] : undefined;
    if (!code) throw new Error(`no code e-mailed to ${to}`);
    return code;
  }

  clear(): void {
    this.messages.length = 0;
  }
}
