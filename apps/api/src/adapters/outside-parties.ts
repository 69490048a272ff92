import type { AppConfig } from '../config/config';
import { ConfigError } from '../config/env';
import type { CreditBureau } from './bureau';
import type { CkycRegistry } from './ckyc';
import type { CollectionGateway } from './collections';
import type { DigilockerGateway } from './digilocker';
import type { EsignProvider } from './esign';
import type { KycVerifier } from './kyc';
import type { MandateGateway } from './mandate';
import type { PanVerifier } from './pan';
import type { PayoutGateway } from './payout';
import type { SmsSender } from './sms';

/** The adapter of each outside party the API talks to (null: borrowers sign with the app's own pad and SMS code). */
export interface OutsideParties {
  sms: SmsSender;
  payouts: PayoutGateway;
  collections: CollectionGateway;
  bureau: CreditBureau;
  kyc: KycVerifier;
  esign: EsignProvider | null;
  digilocker: DigilockerGateway;
  ckyc: CkycRegistry;
  pan: PanVerifier;
  mandates: MandateGateway;
}

/** The variable that chooses each party's adapter, and what the party is, for the refusal message. */
const PARTIES: Record<keyof OutsideParties, string> = {
  sms: 'SMS_ADAPTER (the SMS gateway)',
  payouts: 'PAYOUT_GATEWAY (bank payouts)',
  collections: 'COLLECTION_GATEWAY (repayment collection)',
  bureau: 'CREDIT_BUREAU (the credit bureau)',
  kyc: 'KYC_VERIFIER (document verification)',
  esign: 'ESIGN_PROVIDER (the Aadhaar eSign provider)',
  digilocker: 'DIGILOCKER_GATEWAY (DigiLocker)',
  ckyc: 'CKYC_REGISTRY (the central KYC registry)',
  pan: 'PAN_VERIFIER (PAN verification)',
  mandates: 'MANDATE_GATEWAY (auto-debit mandates)',
};

/** The parties that only a simulator stands in for, named as the refusal names them. */
export function simulatedParties(parties: OutsideParties): string[] {
  return (Object.keys(PARTIES) as (keyof OutsideParties)[])
    .filter((party) => parties[party]?.simulated === true)
    .map((party) => PARTIES[party]);
}

/**
 * A production instance talks to real parties only: a simulator there settles
 * loans with no money paid (issue 28). Refuses to start, naming every party
 * that lacks a real adapter (docs/adapters.md says how to plug one in).
 */
export function refuseSimulatorsInProduction(
  config: Pick<AppConfig, 'NODE_ENV'>,
  parties: OutsideParties,
): void {
  if (config.NODE_ENV !== 'production') return;
  const simulated = simulatedParties(parties);
  if (simulated.length === 0) return;
  throw new ConfigError(
    `Refusing to start with NODE_ENV=production: only a simulator stands in for ${simulated.join(', ')}. ` +
      'Plug in a real adapter for each (docs/adapters.md).',
  );
}
