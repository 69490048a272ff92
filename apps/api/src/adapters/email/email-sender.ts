import type { MaybeSimulated } from '../simulated';

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
}

/** Sends one e-mail (issue 33, decision 082). */
export interface EmailSender extends MaybeSimulated {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}
