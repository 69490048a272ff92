import type {
  DocumentKindName,
  DocumentList,
  DocumentQuery,
  DocumentView,
  SignBody,
  SignCodeResponse,
  SignedDocumentKind,
} from '@app/contract';
import { isSignedDocumentKind, SIGNED_DOCUMENT_KINDS } from '@app/contract';
import { formatDate, formatMoney, isLang, type Lang, randomFileName, renderMessage } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../adapters/sms';
import type { FileStorage } from '../../adapters/storage';
import type { AppConfig } from '../../config/config';
import type { Db } from '../../db/client';
import type { JobRow, OrderSignatureRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { maskPhone } from '../../lib/mask-phone';
import { renderPdf } from '../../lib/pdf';
import type { PdfSigner } from '../../lib/pdf-signature/sign-pdf';
import { idempotency } from '../../platform/idempotency';
import { type ImageJobs, sharedImageJobs } from '../../platform/images/image-jobs';
import { readSignatureHeader } from '../../platform/images/signature-image';
import { messageRepository } from '../../platform/message-repository';
import type { AuthenticatedCustomer } from '../auth';
import { type CodeLimits, createVerificationCodes } from '../auth';
import { lockOrder, orderRepository } from '../orders';
import type { AccountDocuments } from './account-documents';
import { buildDocument } from './build-document';
import type { DocumentConfig, InputFor } from './document-input';
import { readEspEvidence } from './esp-evidence';
import { signatureRepository } from './signature-repository';
import { type SignedConsent, signedCaption } from './signed-caption';
import { allRead, documentHash, documentHashes, ownOrder, recordSignature, signingOrder } from './signing';

export { DOCUMENTS_ISSUE_JOB } from './signing';

type Config = DocumentConfig & CodeLimits & Pick<AppConfig, 'ESIGN_PROVIDER'>;

export interface DocumentServiceDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  sms: SmsSender;
  config: Config;
  inputFor: InputFor;
  logger: FastifyBaseLogger;
  /** The image workers; the process's shared pool unless a test gives its own. */
  images?: ImageJobs;
  /** Signs every PDF the lender issues with its certificate (decision 083). */
  pdfSigner: PdfSigner;
  /** The statement, foreclosure letter, NOC and schedule (issue 33), built from the books. */
  account: AccountDocuments;
}

export interface SignContext {
  ip: string;
  userAgent: string;
  lang: Lang;
  idempotencyKey?: string;
}

/** The signature as the signed PDFs show it: the drawn image, or none and the provider's record. */
async function signatureMark(
  storage: FileStorage,
  signature: OrderSignatureRow,
): Promise<{ png: Buffer | null; consent: SignedConsent }> {
  const stored = await storage.get(signature.signatureKey);
  if (!stored) throw new Error('signature missing');
  if (signature.method === 'drawn_otp') {
    return { png: stored, consent: { method: 'drawn_otp', phone: maskPhone(signature.phone) } };
  }
  const evidence = readEspEvidence(stored);
  return {
    png: null,
    consent: { method: 'esp', provider: evidence.provider, reference: evidence.signerRef },
  };
}

/**
 * The loan documents of an order (spec §2 /protocol, /loan, /letter, /kfs):
 * built from the order's own figures in the reader's language, each read
 * before signing; then the signature with a code sent by SMS (the default
 * e-sign: a drawn signature plus OTP consent), which hands the order to
 * disbursal. The signed PDFs are issued by a job and stored write-once.
 * With an e-sign provider configured (ESIGN_PROVIDER), the pad and the code
 * give way to esign-service.ts.
 */
export function createDocumentService(deps: DocumentServiceDeps) {
  const { db, clock, storage, config, inputFor, account } = deps;
  const images = deps.images ?? sharedImageJobs();
  /** Every PDF this service gives out or stores is rendered here and signed by the lender (decision 083). */
  const issuePdf = async (...args: Parameters<typeof renderPdf>) =>
    deps.pdfSigner.sign(await renderPdf(...args), clock.now());
  const signMethod = config.ESIGN_PROVIDER === 'drawn_otp' ? 'drawn_otp' : 'esp';
  /** A signature file whose signing failed, unless the commit went through after all (lost at COMMIT). */
  const dropUnlessRecorded = async (orderId: string, key: string) => {
    const recorded = await signatureRepository.findByOrder(db, orderId).then(
      (row) => row?.signatureKey === key,
      () => true, // unknown: the orphan sweep decides later (housekeeping/orphan-files)
    );
    if (!recorded) await storage.delete(key).catch(() => undefined);
  };
  const drawnOnly = () => {
    if (signMethod !== 'drawn_otp') throw new AppError('SIGN_METHOD_UNAVAILABLE');
  };
  // The login code's limits (decision 063): a resend keeps the order's wrong tries of the day.
  const codes = createVerificationCodes(config);
  const signKey = (customerId: string, orderId: string) => ({
    customerId,
    purpose: 'sign' as const,
    subject: orderId,
  });

  return {
    async list(customerId: string, orderId: string, lang: Lang): Promise<DocumentList> {
      const order = await ownOrder(db, customerId, orderId);
      const input = await inputFor(order);
      return {
        documents: [
          ...SIGNED_DOCUMENT_KINDS.map((kind) => ({
            kind,
            title: buildDocument(kind, input, lang).title,
            readAt: order.documentsRead[kind] ?? null,
            available: true,
            issuedAt: null,
          })),
          ...(await account.list(order, lang)),
        ],
        allRead: allRead(order),
        signedAt: order.signedAt?.toISOString() ?? null,
        signMethod,
      };
    },

    async view(
      customerId: string,
      orderId: string,
      kind: DocumentKindName,
      lang: Lang,
      query: DocumentQuery = {},
    ): Promise<DocumentView> {
      const order = await ownOrder(db, customerId, orderId);
      const signed = isSignedDocumentKind(kind);
      const model = signed
        ? buildDocument(kind, await inputFor(order), lang)
        : await account.build(order, kind, query, lang);
      const blocks = model.blocks.filter((b) => b.kind !== 'signature') as DocumentView['blocks'];
      const readAt = signed ? (order.documentsRead[kind] ?? null) : null;
      return { ...model, blocks, kind, hash: documentHash(model), readAt };
    },

    /** Records that the borrower opened a document (the first time only). */
    async markRead(customerId: string, orderId: string, kind: SignedDocumentKind): Promise<void> {
      await transact(db, async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (order?.customerId !== customerId) throw new AppError('NOT_FOUND');
        if (order.documentsRead[kind]) return;
        const documentsRead = { ...order.documentsRead, [kind]: clock.now().toISOString() };
        await orderRepository.update(tx, order.id, { documentsRead });
      });
    },

    /** The document as a PDF: the signed copy once issued, else rendered now from the order. */
    async pdf(
      customerId: string,
      orderId: string,
      kind: DocumentKindName,
      lang: Lang,
      query: DocumentQuery = {},
    ): Promise<Buffer> {
      const order = await ownOrder(db, customerId, orderId);
      if (isSignedDocumentKind(kind)) {
        const signature = await signatureRepository.findByOrder(db, order.id);
        const key = signature?.pdfKeys[kind];
        const stored = key ? await storage.get(key) : null;
        if (stored) return stored;
      }
      const model = isSignedDocumentKind(kind)
        ? buildDocument(kind, await inputFor(order), lang)
        : await account.build(order, kind, query, lang);
      return issuePdf(model, lang);
    },

    /** Sends the code that confirms the signature, once every document was opened. */
    async sendSignCode(customer: AuthenticatedCustomer, orderId: string): Promise<SignCodeResponse> {
      drawnOnly();
      const order = await signingOrder(db, customer.customerId, orderId, clock.now());
      const code = await transact(db, (tx) =>
        codes.issue(tx, signKey(customer.customerId, order.id), clock.now()),
      );
      const amount = formatMoney(order.amountPaise / 100, { symbol: true });
      const minutes = Math.ceil(codes.ttlSeconds / 60);
      await deps.sms.send({
        to: customer.phone,
        text: `${config.PRO_NAME}: ${code} is your code to sign loan ${order.orderNo} of ${amount} from ${config.LENDER_NAME}. It expires in ${minutes} minutes. Never share it with anyone.`,
      });
      return { phoneMasked: maskPhone(customer.phone), expiresInSeconds: codes.ttlSeconds };
    },

    /**
     * Signs: checks the drawn signature and the code, records the evidence
     * with each document's hash, and hands the order to disbursal, in one
     * transaction. A wrong code is counted (and committed) before it is refused.
     */
    async sign(customer: AuthenticatedCustomer, orderId: string, body: SignBody, context: SignContext) {
      // A retried request (same Idempotency-Key and body) after a success answers as the first did.
      const idem = context.idempotencyKey
        ? { customerId: customer.customerId, scope: `sign:${orderId}`, key: context.idempotencyKey, body }
        : null;
      if (idem && (await idempotency.check(db, idem)).replayed) return;
      drawnOnly();
      // The order and the borrower's right to sign first; then the image, its header before any decoding,
      // the decoding in an image worker (decision 061).
      const order = await signingOrder(db, customer.customerId, orderId, clock.now());
      const png = readSignatureHeader(body.signaturePng);
      if (!(await images.signatureHasInk(png))) throw new AppError('SIGNATURE_INVALID');
      const hashes = documentHashes(await inputFor(order), context.lang);
      const signatureKey = `signatures/${randomFileName()}.png`;
      // Written only once everything else passed, under the order's lock; gone again if the signing rolls back.
      let written = false;
      try {
        await transact(db, async (tx) => {
          const locked = await lockOrder(tx, order.id);
          if (locked?.state !== 'created') return new AppError('ORDER_NOT_CHANGEABLE');
          const now = clock.now();
          const refused = await codes.use(tx, signKey(customer.customerId, locked.id), body.code, now);
          if (refused) return refused;
          await storage.put(signatureKey, png);
          written = true;
          await recordSignature(
            tx,
            locked,
            {
              method: 'drawn_otp',
              signatureKey,
              lang: context.lang,
              ip: context.ip,
              userAgent: context.userAgent.slice(0, 300),
              phone: customer.phone,
              documentHashes: hashes,
              signedAt: now,
            },
            now,
          );
          if (idem)
            await idempotency.remember(tx, idem, { statusCode: 200, response: { orderId: locked.id } }, now);
          return undefined;
        });
      } catch (err) {
        if (written) await dropUnlessRecorded(order.id, signatureKey);
        throw err;
      }
    },

    /** Job: renders the signed PDFs with the signature and its evidence, stores them, tells the borrower. */
    async issueSigned(job: JobRow): Promise<void> {
      const orderId = String(job.payload.orderId ?? '');
      const order = await orderRepository.findById(db, orderId);
      const signature = await signatureRepository.findByOrder(db, orderId);
      if (!order || !signature || Object.keys(signature.pdfKeys).length === SIGNED_DOCUMENT_KINDS.length)
        return;
      const { png, consent } = await signatureMark(storage, signature);
      const lang = isLang(signature.lang) ? signature.lang : 'en';
      const input = await inputFor(order);
      const pdfKeys: Partial<Record<SignedDocumentKind, string>> = {};
      for (const kind of SIGNED_DOCUMENT_KINDS) {
        const model = buildDocument(kind, input, lang);
        const caption = signedCaption(
          lang,
          {
            name: input.borrower.name,
            time: formatDate(signature.signedAt, 'DD-MM-YYYY hh:mm'),
            ip: signature.ip,
            device: signature.userAgent.slice(0, 80),
            hash: signature.documentHashes[kind],
          },
          consent,
        );
        model.blocks.push({ kind: 'signature', png, caption });
        const key = `documents/${order.orderNo}${kind.toUpperCase()}${randomFileName()}.pdf`;
        await storage.put(key, await issuePdf(model, lang, { createdAt: signature.signedAt }));
        pdfKeys[kind] = key;
      }
      const now = clock.now();
      await transact(db, async (tx) => {
        await signatureRepository.setPdfKeys(tx, orderId, pdfKeys);
        await messageRepository.write(tx, {
          customerId: order.customerId,
          kind: 'notify',
          template: 'documents_signed',
          params: { proName: config.PRO_NAME, lenderName: config.LENDER_NAME, orderNo: order.orderNo },
          now,
        });
      });
      const { body } = renderMessage('documents_signed', lang, {
        proName: config.PRO_NAME,
        lenderName: config.LENDER_NAME,
        orderNo: order.orderNo,
      });
      await deps.sms.send({ to: signature.phone, text: body }).catch((err: unknown) => {
        deps.logger.warn({ err, orderId }, 'documents SMS not sent');
      });
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
