import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { EsignDocument, EsignProvider, EsignResult, EsignStartRequest } from './esign-provider';

/** The Aadhaar OTP the simulator refuses (docs/decisions/020): a tester types it to walk through a failure. */
export const FAILING_SIMULATOR_OTP = '000000';
/** A session not finished within this long fails as expired, as an ESP's would. */
export const SIMULATOR_SESSION_MINUTES = 15;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export type EsignDecision = { action: 'sign'; otp: string } | { action: 'cancel' };

/** A session as the simulator's page shows it (the app's /Esign?session=). */
export interface SimulatorSessionView {
  sessionId: string;
  signer: { name: string; phoneMasked: string };
  documents: EsignDocument[];
  status: EsignResult['status'];
  /** Where the page sends the borrower when done: the return URL with the session. */
  returnUrl: string;
}

export interface EsignSimulator extends EsignProvider {
  view(sessionId: string): SimulatorSessionView | null;
  /** The borrower's answer on the simulator's page; a session already decided keeps its outcome. */
  decide(sessionId: string, decision: EsignDecision): SimulatorSessionView | null;
}

interface Session {
  id: string;
  key: string;
  request: EsignStartRequest;
  createdAt: Date;
  outcome: EsignResult;
}

const withSession = (url: string, sessionId: string) =>
  `${url}${url.includes('?') ? '&' : '?'}session=${encodeURIComponent(sessionId)}`;

/**
 * An ESP in memory: the app's own /Esign page plays the ESP's page (the
 * documents' hashes, a consent box and an Aadhaar OTP step), any six digits
 * but 000000 sign. Sessions live in this process only: a restart or a second
 * instance forgets them, and the borrower starts again. Never for real
 * customers (env.ts refuses it in production).
 */
export function createEsignSimulator(deps: { clock: Clock }): EsignSimulator {
  const { clock } = deps;
  const byId = new Map<string, Session>();
  const byKey = new Map<string, Session>();

  function current(sessionId: string): Session | null {
    const session = byId.get(sessionId);
    if (!session) return null;
    const age = clock.now().getTime() - session.createdAt.getTime();
    if (session.outcome.status === 'pending' && age > SIMULATOR_SESSION_MINUTES * 60_000) {
      session.outcome = { status: 'failed', reason: 'expired' };
    }
    return session;
  }

  function forgetOld(): void {
    const cutoff = clock.now().getTime() - FORGET_AFTER_MS;
    for (const session of byId.values()) {
      if (session.createdAt.getTime() >= cutoff) continue;
      byId.delete(session.id);
      byKey.delete(session.key);
    }
  }

  const viewOf = (session: Session): SimulatorSessionView => ({
    sessionId: session.id,
    signer: session.request.signer,
    documents: session.request.documents,
    status: session.outcome.status,
    returnUrl: withSession(session.request.returnUrl, session.id),
  });

  return {
    simulated: true,
    label: 'ESP simulator (test only)',

    async start(request) {
      forgetOld();
      const known = byKey.get(request.key);
      const session = known ?? {
        id: randomBytes(16).toString('hex'),
        key: request.key,
        request: structuredClone(request),
        createdAt: clock.now(),
        outcome: { status: 'pending' },
      };
      byId.set(session.id, session);
      byKey.set(session.key, session);
      return { sessionId: session.id, redirectUrl: `#/Esign?session=${session.id}` };
    },

    async result(sessionId) {
      const session = current(sessionId);
      return session ? { key: session.key, ...session.outcome } : null;
    },

    view(sessionId) {
      const session = current(sessionId);
      return session ? viewOf(session) : null;
    },

    decide(sessionId, decision) {
      const session = current(sessionId);
      if (!session) return null;
      if (session.outcome.status === 'pending') {
        session.outcome =
          decision.action === 'cancel'
            ? { status: 'failed', reason: 'cancelled' }
            : decision.otp === FAILING_SIMULATOR_OTP
              ? { status: 'failed', reason: 'otp_failed' }
              : {
                  status: 'signed',
                  signerRef: `SIMESP-${randomBytes(6).toString('hex').toUpperCase()}`,
                  signedAt: clock.now(),
                  documents: session.request.documents,
                };
      }
      return viewOf(session);
    },
  };
}
