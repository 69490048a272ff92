import type { MaybeSimulated } from '../simulated';

/**
 * A PAN's status as Protean (NSDL) answers it: E valid, F fake, X deactivated,
 * D deleted, N not found, ED valid but the holder has died, and the event codes
 * (EA amalgamation, EC acquisition, EI dissolution, EL liquidation, EM merger,
 * EP partition, ES split, EU under liquidation) that concern companies and
 * firms, reported as `event`.
 */
export const PAN_STATUSES = [
  'valid',
  'invalid',
  'not_found',
  'deactivated',
  'deleted',
  'deceased',
  'event',
] as const;
export type PanStatus = (typeof PAN_STATUSES)[number];

/** Protean's one- or two-letter status codes, as the adapter maps them. */
export const PROTEAN_STATUS: Record<string, PanStatus> = {
  E: 'valid',
  F: 'invalid',
  N: 'not_found',
  X: 'deactivated',
  D: 'deleted',
  ED: 'deceased',
  EA: 'event',
  EC: 'event',
  EI: 'event',
  EL: 'event',
  EM: 'event',
  EP: 'event',
  ES: 'event',
  EU: 'event',
};

export interface PanAnswer {
  status: PanStatus;
  /** The name on the PAN as the department holds it; null when the PAN is not on record. */
  nameOnPan: string | null;
}

export class PanServiceError extends Error {
  constructor(readonly reason: 'unavailable') {
    super(`PAN service: ${reason}`);
    this.name = 'PanServiceError';
  }
}

/** The PAN verification service (Protean/NSDL online PAN verification). Throws PanServiceError when it does not answer. */
export interface PanVerifier extends MaybeSimulated {
  verify(input: { pan: string; name: string; dob: string | null }): Promise<PanAnswer>;
}
