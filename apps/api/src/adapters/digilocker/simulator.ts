import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { type DigilockerDocuments, DigilockerError, type DigilockerGateway } from './digilocker-gateway';
import { signedEAadhaar } from './e-aadhaar-xml';

/** The simulator's consent page (the provider's own site in production). */
export const DIGILOCKER_SIMULATOR_PATH = '/api/v1/kyc/digilocker-simulator/consent';
/** The only place the simulator sends a browser back to: the app's callback (no open redirect). */
export const DIGILOCKER_CALLBACK_PATH = '/api/v1/kyc/digilocker/callback';
/** A code not exchanged within this long is refused, as the provider's are. */
export const DIGILOCKER_CODE_MINUTES = 10;

/** The sign-in codes the simulator's page answers with a failure (any other six digits sign in). */
export const DIGILOCKER_TEST_OTPS = [
  { otp: '000000', outcome: 'the sign-in fails: back with error=login_failed (DIGILOCKER_FAILED)' },
  { otp: '111111', outcome: 'the e-Aadhaar was changed after signing (DIGILOCKER_SIGNATURE_INVALID)' },
  { otp: '222222', outcome: 'the locker holds no Aadhaar (DIGILOCKER_NO_AADHAAR)' },
  {
    otp: '333333',
    outcome: 'the provider does not answer when the documents are fetched (KYC_SERVICE_UNAVAILABLE)',
  },
] as const;

/** What the borrower does on the simulator's page; name, date of birth and gender play the e-Aadhaar's. */
export interface DigilockerConsentInput {
  state: string;
  redirectUri: string;
  decision: 'allow' | 'deny';
  otp: string;
  name: string;
  /** yyyy-mm-dd */
  dob: string;
  gender: 'M' | 'F' | 'T';
  pan: string | null;
}

export interface DigilockerSimulator extends DigilockerGateway {
  /** The borrower's answer on the page: the URL the browser goes back to, or null for a foreign redirect. */
  decide(input: DigilockerConsentInput): string | null;
}

type Issue = 'ok' | 'tampered' | 'no_aadhaar' | 'unavailable';

interface Grant {
  createdAt: number;
  issue: Issue;
  /** The e-Aadhaar as signed (with the development stand-in for UIDAI's key). */
  aadhaarXml: string | null;
  pan: { pan: string; name: string } | null;
}

const ISSUES: Record<string, Issue> = {
  '111111': 'tampered',
  '222222': 'no_aadhaar',
  '333333': 'unavailable',
};

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`;

/**
 * DigiLocker in memory: its consent page is the API's own simulator page
 * (Allow / Deny and a six-digit sign-in code, DIGILOCKER_TEST_OTPS fail); the
 * e-Aadhaar it issues is UIDAI's offline e-KYC XML signed with the
 * development stand-in for UIDAI's key, so the module verifies it as it
 * verifies UIDAI's. Codes live in this process only, once, for
 * DIGILOCKER_CODE_MINUTES. Never for real customers (refused in production).
 */
export function createDigilockerSimulator(deps: {
  clock: Clock;
  /** The e-Aadhaar's photo (a test's face picture); none by default. */
  photoJpeg?: Buffer | null;
}): DigilockerSimulator {
  const { clock } = deps;
  const photoJpeg = deps.photoJpeg ?? null;
  const grants = new Map<string, Grant>();

  function forgetOld(): void {
    const cutoff = clock.now().getTime() - DIGILOCKER_CODE_MINUTES * 60_000;
    for (const [code, grant] of grants) if (grant.createdAt < cutoff) grants.delete(code);
  }

  function issueAadhaar(input: DigilockerConsentInput, issue: Issue): string {
    const last4 = String(1000 + (randomBytes(2).readUInt16BE() % 9000));
    const xml = signedEAadhaar({ ...input, last4, photoJpeg }, clock.now());
    // A tampered document: one attribute changed after signing.
    return issue === 'tampered' ? xml.replace(/ name="/, ' name="X') : xml;
  }

  return {
    simulated: true,

    consentUrl({ state, redirectUri, lang }) {
      return withQuery(DIGILOCKER_SIMULATOR_PATH, { state, redirect_uri: redirectUri, lang });
    },

    decide(input) {
      if (!input.redirectUri.startsWith(DIGILOCKER_CALLBACK_PATH)) return null;
      forgetOld();
      if (input.decision === 'deny')
        return withQuery(input.redirectUri, { state: input.state, error: 'access_denied' });
      if (input.otp === '000000')
        return withQuery(input.redirectUri, { state: input.state, error: 'login_failed' });
      const issue = ISSUES[input.otp] ?? 'ok';
      const code = randomBytes(16).toString('hex');
      grants.set(code, {
        createdAt: clock.now().getTime(),
        issue,
        aadhaarXml: issue === 'no_aadhaar' ? null : issueAadhaar(input, issue),
        pan: input.pan ? { pan: input.pan, name: input.name.toUpperCase() } : null,
      });
      return withQuery(input.redirectUri, { state: input.state, code });
    },

    async documents(code): Promise<DigilockerDocuments> {
      forgetOld();
      const grant = grants.get(code);
      if (!grant) throw new DigilockerError('code_invalid');
      grants.delete(code);
      if (grant.issue === 'unavailable') throw new DigilockerError('unavailable');
      return { aadhaarXml: grant.aadhaarXml, pan: grant.pan };
    },
  };
}
