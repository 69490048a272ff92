import type { MaybeSimulated } from '../simulated';

/** Sends one text message. `to` is the bare 10-digit Indian mobile number. */
export interface SmsSender extends MaybeSimulated {
  readonly name: string;
  send(message: { to: string; text: string }): Promise<void>;
}

export const e164 = (phone: string) => `+91${phone}`;
