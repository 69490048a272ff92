import type { ApplicationView, FormStep, StepTelemetry } from '@app/contract';
import { type ApplicationStep, formatDate, istDayKey } from '@app/domain';
import type { Db, Executor } from '../../db/client';
import type { ApplicationRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-cipher';
import { jobQueue } from '../../platform/job-queue';
import { messageRepository } from '../../platform/message-repository';
import type { PhotoUrlSigner } from '../../platform/photo-urls';
import type { AuthenticatedCustomer } from '../auth';
import { kycRepository } from '../kyc';
import { applicationRepository } from './application-repository';
import { latestPhotos, pendingRedo, stepStatuses, toApplicationView } from './application-view';
import { identityClaimRepository } from './identity-claim-repository';
import { addressDraftOf, assertAdult, storedBirth } from './identity-rules';
import { checkStep } from './step-rules';

export const UNDERWRITE_JOB = 'underwrite';
const EDITABLE: ApplicationRow['state'][] = ['draft', 'identity_failed'];
const DRAFTS_CONTEXT = 'application-drafts';

type Drafts = Record<string, Record<string, string>>;

export interface ApplicationServiceDeps {
  db: Db;
  clock: Clock;
  cipher: FieldCipher;
  signer: PhotoUrlSigner;
  underwritingDelaySeconds: number;
  reviewExpectedMinutes: number;
}

/**
 * A rejected application cannot be changed; before its reapply date the answer names the date.
 * Under 18 (the birth date asked first) nothing more is collected (issue 31 point 4).
 */
export function assertEditable(row: ApplicationRow, now: Date): void {
  if (EDITABLE.includes(row.state)) {
    assertAdult(storedBirth(row.steps), istDayKey(now));
    return;
  }
  if (row.state === 'rejected' && row.reapplyAt && row.reapplyAt > now) {
    throw new AppError('REAPPLY_LATER', { params: { date: formatDate(row.reapplyAt) } });
  }
  throw new AppError('APPLICATION_LOCKED');
}

export function createApplicationService(deps: ApplicationServiceDeps) {
  const { db, clock, cipher, signer } = deps;

  const readDrafts = (row: ApplicationRow): Drafts => {
    if (!row.draftsEnc) return {};
    try {
      return JSON.parse(cipher.decrypt(row.draftsEnc, DRAFTS_CONTEXT)) as Drafts;
    } catch {
      // A draft is a convenience: one that cannot be read (rotated key) is dropped, not fatal.
      return {};
    }
  };

  async function viewOf(executor: Executor, row: ApplicationRow): Promise<ApplicationView> {
    const photos = await applicationRepository.acceptedPhotos(executor, row.id);
    return toApplicationView({ row, photos, drafts: readDrafts(row), signer, now: clock.now() });
  }

  /** The newest application, creating the first draft on first use. */
  async function current(executor: Executor, customerId: string): Promise<ApplicationRow> {
    const found = await applicationRepository.findLatest(executor, customerId);
    if (found) return found;
    await applicationRepository.insertDraft(executor, { customerId, now: clock.now() });
    const created = await applicationRepository.findLatest(executor, customerId);
    if (!created) throw new Error('draft application not created');
    return created;
  }

  /** Runs `work` on the customer's locked newest application, which must be editable and consented. */
  async function editing<T>(
    customerId: string,
    work: (tx: Executor, row: ApplicationRow) => Promise<T>,
    // only the age question itself may be answered again by someone under 18
    check: (row: ApplicationRow, now: Date) => void = assertEditable,
  ) {
    await current(db, customerId);
    return transact(db, async (tx) => {
      const row = await applicationRepository.lockLatest(tx, customerId);
      if (!row) throw new AppError('NOT_FOUND');
      check(row, clock.now());
      if (!row.consentAt) throw new AppError('CONSENT_REQUIRED');
      return work(tx, row);
    });
  }

  return {
    async view(customerId: string): Promise<ApplicationView> {
      return viewOf(db, await current(db, customerId));
    },

    /** Records the data-use consent (RBI: explicit, need-based, with its time). */
    async consent(customerId: string, version: string): Promise<ApplicationView> {
      await current(db, customerId);
      return transact(db, async (tx) => {
        const row = await applicationRepository.lockLatest(tx, customerId);
        if (!row) throw new AppError('NOT_FOUND');
        assertEditable(row, clock.now());
        if (!row.consentAt) {
          await applicationRepository.update(tx, row.id, {
            consentAt: clock.now(),
            consentVersion: version,
            updatedAt: clock.now(),
          });
        }
        return viewOf(tx, { ...row, consentAt: row.consentAt ?? clock.now(), consentVersion: version });
      });
    },

    async saveStep(
      customer: AuthenticatedCustomer,
      step: FormStep,
      values: unknown,
      telemetry: StepTelemetry | undefined,
    ): Promise<ApplicationView> {
      return editing(customer.customerId, async (tx, row) => {
        const verification = step === 'identity' ? await kycRepository.latest(tx, customer.customerId) : null;
        const checked = checkStep(step, values, {
          phone: customer.phone,
          saved: row.steps,
          verification,
          today: istDayKey(clock.now()),
        });
        const patch: Partial<ApplicationRow> = {
          steps: { ...row.steps, ...checked.stored },
          updatedAt: clock.now(),
        };
        const { aadhaar, pan, account } = checked.secrets;
        if (aadhaar !== undefined && pan !== undefined) {
          const index = {
            aadhaar: cipher.blindIndex(aadhaar, 'aadhaar'),
            pan: cipher.blindIndex(pan, 'pan'),
          };
          // Another customer's Aadhaar or PAN is saved all the same and nothing tells the borrower:
          // the engine sends the application to a person (decision 064). The claim is this transaction's.
          await identityClaimRepository.claim(tx, customer.customerId, index, clock.now());
          // The number itself is not kept (decision 075): its blind index and the masked last four only.
          Object.assign(patch, {
            aadhaarIndex: index.aadhaar,
            panEnc: cipher.encrypt(pan, 'pan'),
            panIndex: index.pan,
          });
        }
        if (account !== undefined) patch.accountEnc = cipher.encrypt(account, 'account');
        if (telemetry) patch.telemetry = { ...row.telemetry, [step]: telemetry };
        // A saved step's draft is done with.
        const drafts = readDrafts(row);
        let draftsChanged = false;
        if (drafts[step]) {
          delete drafts[step];
          draftsChanged = true;
        }
        // A verified identity's address starts the address step (issue 31): the borrower checks it.
        const verifiedAddress = addressDraftOf(checked.stored.identity, verification);
        if (verifiedAddress && !row.steps.address && !drafts.address) {
          drafts.address = verifiedAddress;
          draftsChanged = true;
        }
        if (draftsChanged) patch.draftsEnc = cipher.encrypt(JSON.stringify(drafts), DRAFTS_CONTEXT);
        await applicationRepository.update(tx, row.id, patch);
        if (patch.aadhaarIndex !== undefined) {
          await identityClaimRepository.releaseUnused(tx, customer.customerId);
        }
        return viewOf(tx, { ...row, ...patch });
      });
    },

    /**
     * The date of birth, asked before anything else (issue 31 point 4). It is
     * kept even under 18, so that every later step is refused (UNDERAGE); it
     * may be corrected, and a verified identity's date replaces it.
     */
    async saveAge(customerId: string, birth: string): Promise<ApplicationView> {
      return editing(
        customerId,
        async (tx, row) => {
          const patch: Partial<ApplicationRow> = {
            steps: { ...row.steps, age: { birth } },
            updatedAt: clock.now(),
          };
          await applicationRepository.update(tx, row.id, patch);
          return viewOf(tx, { ...row, ...patch });
        },
        (row, now) => assertEditable({ ...row, steps: {} }, now),
      );
    },

    async saveDraft(
      customerId: string,
      step: ApplicationStep,
      values: Record<string, string>,
    ): Promise<void> {
      await editing(customerId, async (tx, row) => {
        // An unfinished Aadhaar number is not kept either (decision 075): the borrower types it again.
        const { aadhaar: _dropped, ...kept } = values;
        const drafts = { ...readDrafts(row), [step]: kept };
        await applicationRepository.update(tx, row.id, {
          draftsEnc: cipher.encrypt(JSON.stringify(drafts), DRAFTS_CONTEXT),
          updatedAt: clock.now(),
        });
      });
    },

    /**
     * Submits for review: every step done (photos retaken when the reviewer
     * asked), then an underwriting job in the same transaction. A second
     * submit finds the state moved and is refused.
     */
    async submit(customerId: string): Promise<ApplicationView> {
      return editing(customerId, async (tx, row) => {
        const photos = latestPhotos(await applicationRepository.acceptedPhotos(tx, row.id));
        const { nextStep } = stepStatuses(row, photos);
        if (nextStep !== null || pendingRedo(row, photos).length > 0) {
          throw new AppError('APPLICATION_INCOMPLETE', { field: nextStep ?? 'photos' });
        }
        const now = clock.now();
        const patch: Partial<ApplicationRow> = {
          state: 'submitted',
          submittedAt: now,
          expectedDecisionAt: new Date(now.getTime() + deps.reviewExpectedMinutes * 60_000),
          decidedAt: null,
          rejectionReason: null,
          reapplyAt: null,
          redoPhotos: [],
          updatedAt: now,
        };
        if (!(await applicationRepository.transition(tx, row.id, EDITABLE, patch))) {
          throw new AppError('APPLICATION_LOCKED');
        }
        await jobQueue.enqueue(tx, {
          kind: UNDERWRITE_JOB,
          payload: { applicationId: row.id },
          runAt: new Date(now.getTime() + deps.underwritingDelaySeconds * 1000),
          now,
        });
        await messageRepository.write(tx, {
          customerId,
          kind: 'notify',
          template: 'application_submitted',
          params: { time: formatDate(patch.expectedDecisionAt ?? now, 'DD-MM-YYYY hh:mm') },
          now,
        });
        return viewOf(tx, { ...row, ...patch });
      });
    },

    /**
     * After a rejection's reapply date, a new draft prefilled with the last
     * application's steps; photos and consent are taken afresh.
     */
    async reapply(customerId: string): Promise<ApplicationView> {
      return transact(db, async (tx) => {
        const row = await applicationRepository.lockLatest(tx, customerId);
        if (row?.state !== 'rejected') throw new AppError('APPLICATION_LOCKED');
        const now = clock.now();
        if (row.reapplyAt && row.reapplyAt > now) {
          throw new AppError('REAPPLY_LATER', { params: { date: formatDate(row.reapplyAt) } });
        }
        await applicationRepository.insertDraft(tx, {
          customerId,
          now,
          steps: row.steps,
          aadhaarIndex: row.aadhaarIndex,
          panEnc: row.panEnc,
          panIndex: row.panIndex,
          accountEnc: row.accountEnc,
        });
        const fresh = await applicationRepository.findLatest(tx, customerId);
        if (!fresh) throw new Error('reapplication not created');
        return viewOf(tx, fresh);
      });
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
