import type { HomeApplication, HomeResponse, HomeStage, LoanOption } from '@app/contract';
import { type LoanProduct, loanOptions, type PricingConfig } from '@app/domain';
import type { Db } from '../../db/client';
import type { ApplicationRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { applicationRepository } from '../application/application-repository';
import { latestPhotos, pendingRedo, stepStatuses } from '../application/application-view';
import type { ProductConfigStore } from '../configuration/product-config-store';

/** The spec §9 option list: the approved product up to the quota, or the personal range closed before approval. */
function optionsFor(
  row: ApplicationRow | undefined,
  pricing: PricingConfig,
  products: readonly LoanProduct[],
): LoanOption[] {
  const product = products.find((p) => p.kind === (row?.product ?? 'personal')) ?? products[0];
  if (!product) return [];
  const quota = row?.state === 'approved' && row.quotaPaise !== null ? row.quotaPaise : 0;
  return loanOptions(product, quota, pricing);
}

const STAGE_OF_STATE: Record<ApplicationRow['state'], HomeStage> = {
  draft: 'continue',
  submitted: 'under_review',
  approved: 'approved',
  rejected: 'rejected',
  identity_failed: 'identity_failed',
};

export function createHomeService(deps: {
  db: Db;
  clock: Clock;
  productConfig: Pick<ProductConfigStore, 'current'>;
}) {
  const { db, clock } = deps;

  async function summary(row: ApplicationRow): Promise<HomeApplication> {
    // Progress needs the photos only while the application is being filled in.
    const editable = row.state === 'draft' || row.state === 'identity_failed';
    const photos = latestPhotos(editable ? await applicationRepository.acceptedPhotos(db, row.id) : []);
    const { progress, nextStep } = editable ? stepStatuses(row, photos) : { progress: 100, nextStep: null };
    return {
      progress,
      nextStep,
      expectedDecisionAt: row.state === 'submitted' ? (row.expectedDecisionAt?.toISOString() ?? null) : null,
      quotaPaise: row.state === 'approved' ? row.quotaPaise : null,
      dailyRatePpm: row.state === 'approved' ? row.dailyRatePpm : null,
      product: row.state === 'approved' ? row.product : null,
      reason: row.state === 'rejected' ? row.rejectionReason : null,
      reapplyAt: row.state === 'rejected' ? (row.reapplyAt?.toISOString() ?? null) : null,
      canReapply: row.state === 'rejected' && (!row.reapplyAt || row.reapplyAt <= clock.now()),
      redoPhotos: row.state === 'identity_failed' ? pendingRedo(row, photos) : [],
    };
  }

  return {
    async get(customerId: string): Promise<HomeResponse> {
      const row = await applicationRepository.findLatest(db, customerId);
      // A draft nobody has consented to yet is still "apply": the user only opened the checklist.
      const started = row !== undefined && (row.state !== 'draft' || row.consentAt !== null);
      const { pricing, products } = await deps.productConfig.current();
      return {
        stage: started ? STAGE_OF_STATE[row.state] : 'apply',
        offers: [...products],
        loanOptions: optionsFor(row, pricing, products),
        application: started ? await summary(row) : null,
      };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
