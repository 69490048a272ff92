import type { EsignSession } from '@app/contract';
import { SIGNED_DOCUMENT_KINDS } from '@app/contract';
import { LANGS, type Lang, randomFileName } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EsignDocument, EsignProvider } from '../../adapters/esign';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { maskPhone } from '../../lib/mask-phone';
import type { AuthenticatedCustomer } from '../auth';
import { lockOrder } from '../orders';
import { buildDocument, type DocumentInput } from './build-document';
import type { InputFor } from './document-input';
import { espEvidenceBytes } from './esp-evidence';
import { signatureRepository } from './signature-repository';
import {
  allRead,
  type DocumentHashes,
  documentHash,
  documentHashes,
  ownOrder,
  recordSignature,
  signingOrder,
} from './signing';

export interface EsignServiceDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** Null when ESIGN_PROVIDER is drawn_otp: these routes then answer SIGN_METHOD_UNAVAILABLE. */
  provider: EsignProvider | null;
  inputFor: InputFor;
  logger: FastifyBaseLogger;
}

const sameHashes = (hashes: DocumentHashes, signed: EsignDocument[]) =>
  signed.length === SIGNED_DOCUMENT_KINDS.length &&
  SIGNED_DOCUMENT_KINDS.every((kind) => signed.find((doc) => doc.id === kind)?.sha256 === hashes[kind]);

/** The language whose documents the provider signed, or null when it signed other fingerprints. */
function signedVersion(input: DocumentInput, signed: EsignDocument[]) {
  for (const lang of LANGS) {
    const hashes = documentHashes(input, lang);
    if (sameHashes(hashes, signed)) return { lang, hashes };
  }
  return null;
}

/**
 * Signing through an e-sign service provider (ESIGN_PROVIDER other than
 * drawn_otp): the borrower signs the documents' hashes on the provider's page
 * and comes back to /triLink, where `complete` asks the provider and records
 * the signature the way the drawn signature is recorded (signing.ts).
 */
export function createEsignService(deps: EsignServiceDeps) {
  const { db, clock, storage, inputFor } = deps;

  function esp(): EsignProvider {
    if (!deps.provider) throw new AppError('SIGN_METHOD_UNAVAILABLE');
    return deps.provider;
  }

  return {
    /** Opens a session for the order's documents; the same Idempotency-Key gets the same session. */
    async start(
      customer: AuthenticatedCustomer,
      orderId: string,
      context: { lang: Lang; idempotencyKey: string },
    ): Promise<EsignSession> {
      const provider = esp();
      const order = await signingOrder(db, customer.customerId, orderId, clock.now());
      const input = await inputFor(order);
      const documents = SIGNED_DOCUMENT_KINDS.map((kind) => {
        const model = buildDocument(kind, input, context.lang);
        return { id: kind, title: model.title, sha256: documentHash(model) };
      });
      return provider.start({
        key: `${order.id}:${context.idempotencyKey}`,
        documents,
        signer: { name: input.borrower.name, phoneMasked: maskPhone(customer.phone) },
        returnUrl: `#/triLink?id=${order.id}`,
      });
    },

    /**
     * Asks the provider about the session the borrower came back from and, once
     * signed, records the signature and hands the order to disbursal. Completing
     * a signed order again answers as the first time did.
     */
    async complete(
      customer: AuthenticatedCustomer,
      orderId: string,
      sessionId: string,
      context: { ip: string; userAgent: string },
    ): Promise<void> {
      const provider = esp();
      const order = await ownOrder(db, customer.customerId, orderId);
      if (order.state !== 'created') {
        const signature = await signatureRepository.findByOrder(db, order.id);
        if (signature?.method === 'esp') return;
        throw new AppError('ORDER_NOT_CHANGEABLE');
      }
      if (!allRead(order)) throw new AppError('AGREEMENT_REQUIRED');
      const result = await provider.result(sessionId);
      if (!result?.key.startsWith(`${order.id}:`)) throw new AppError('NOT_FOUND');
      if (result.status === 'pending') throw new AppError('ESIGN_PENDING');
      if (result.status === 'failed') {
        deps.logger.info({ orderId, reason: result.reason }, 'e-sign not completed');
        throw new AppError('ESIGN_FAILED');
      }
      // The provider signed fingerprints: they must be this order's documents, in one of our languages.
      const version = signedVersion(await inputFor(order), result.documents);
      if (!version) {
        deps.logger.warn({ orderId }, 'e-sign covers other documents');
        throw new AppError('ESIGN_FAILED');
      }
      const evidenceKey = `signatures/${randomFileName()}.json`;
      await storage.put(
        evidenceKey,
        espEvidenceBytes({
          provider: provider.label,
          sessionId,
          signerRef: result.signerRef,
          signedAt: result.signedAt.toISOString(),
          documents: result.documents,
        }),
      );
      let recorded = false;
      try {
        recorded = await transact(db, async (tx) => {
          const locked = await lockOrder(tx, order.id);
          if (locked?.state !== 'created') {
            // Another completion of the same signature got here first.
            const signature = await signatureRepository.findByOrder(tx, order.id);
            return signature?.method === 'esp' ? false : new AppError('ORDER_NOT_CHANGEABLE');
          }
          await recordSignature(
            tx,
            locked,
            {
              method: 'esp',
              signatureKey: evidenceKey,
              lang: version.lang,
              ip: context.ip,
              userAgent: context.userAgent.slice(0, 300),
              phone: customer.phone,
              documentHashes: version.hashes,
              signedAt: result.signedAt,
            },
            clock.now(),
          );
          return true;
        });
      } finally {
        if (!recorded) await storage.delete(evidenceKey);
      }
    },
  };
}

export type EsignService = ReturnType<typeof createEsignService>;
