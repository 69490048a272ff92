import type { CreditBureau } from '../adapters/bureau';
import type { CkycRegistry } from '../adapters/ckyc';
import type { CollectionGateway } from '../adapters/collections';
import type { DigilockerGateway } from '../adapters/digilocker';
import type { KycVerifier } from '../adapters/kyc';
import type { MandateGateway } from '../adapters/mandate';
import type { PanVerifier } from '../adapters/pan';
import type { PayoutGateway } from '../adapters/payout';
import type { SmsSender } from '../adapters/sms';
import type { AppDeps } from '../app';

const unused = () => Promise.reject(new Error('not called in this test'));

/**
 * Test doubles that stand where real outside parties would: they say they are
 * no simulator, so a production app builds with them (a production start
 * refuses every simulator), and they answer nothing.
 */
export function realParties(): Required<
  Pick<
    AppDeps,
    'payouts' | 'collections' | 'bureau' | 'kyc' | 'sms' | 'digilocker' | 'ckyc' | 'pan' | 'mandates'
  >
> {
  const sms: SmsSender = { name: 'gateway', send: unused };
  const payouts: PayoutGateway = { request: unused, status: unused };
  const collections: CollectionGateway = { verifyUtr: unused, createPayment: unused, status: unused };
  const bureau: CreditBureau = { report: unused };
  const kyc: KycVerifier = { verifyDocuments: unused };
  const digilocker: DigilockerGateway = {
    consentUrl: () => 'https://digilocker.example.test/',
    documents: unused,
  };
  const ckyc: CkycRegistry = { search: unused, download: unused };
  const pan: PanVerifier = { verify: unused };
  const mandates: MandateGateway = {
    create: unused,
    status: unused,
    pause: unused,
    resume: unused,
    revoke: unused,
    notifyDebit: unused,
    debit: unused,
    debitStatus: unused,
  };
  return { sms, payouts, collections, bureau, kyc, digilocker, ckyc, pan, mandates };
}

/** The variables a production configuration needs besides the test ones. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SMS_ADAPTER: 'http',
  BUREAU_MEMBER_ID: 'NB12345678',
  SMS_GATEWAY_URL: 'https://sms.example.test/send',
  SMS_GATEWAY_TOKEN: 'token',
  EMAIL_TRANSPORT: 'smtp',
  SMTP_HOST: 'smtp.example.test',
  // A certificate that is not the development stand-in: a production start refuses that one (decision 077).
  UIDAI_CERTIFICATE: 'apps/api/fixtures/uidai-dev/test-other-certificate.pem',
  // Not the development signing certificate either: a production start refuses that one (decision 083).
  LENDER_SIGNING_P12: 'apps/api/fixtures/lender-dev/test-other.p12',
  LENDER_SIGNING_PASSPHRASE: 'test-other',
};
