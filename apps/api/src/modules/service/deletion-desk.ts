import type { DeletionList, DeletionProcessed, QueuePage } from '@app/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { auditRepository } from '../../platform/audit-repository';
import type { AccountErasure } from '../customers';
import type { AuthenticatedStaff } from '../staff';
import { serviceRepository } from './service-repository';
import { toDeletionView } from './service-views';

/**
 * Account-deletion requests as customer service sees them. Processing calls
 * the erasure of docs/decisions/027 (it locks the request, so two agents
 * clicking at once process it once) and writes the audit entry inside the
 * erasure's own transaction.
 */
export function createDeletionDesk(deps: { db: Db; clock: Clock; erasure: AccountErasure }) {
  const { db, clock, erasure } = deps;
  return {
    async list(state: 'requested' | 'processed', page: QueuePage): Promise<DeletionList> {
      const { rows, total } = await serviceRepository.listDeletions(db, state, page);
      return { requests: rows.map(toDeletionView), total };
    },

    async process(requestId: string, staff: AuthenticatedStaff): Promise<DeletionProcessed> {
      const found = await serviceRepository.findDeletion(db, requestId);
      if (!found) throw new AppError('NOT_FOUND');
      if (found.request.state !== 'requested') throw new AppError('DELETION_ALREADY_PROCESSED');
      const outcome = await erasure.process(requestId, {
        onProcessed: (tx, { request, recordsKept }) =>
          auditRepository.record(
            tx,
            {
              staffId: staff.staffId,
              action: 'service.deletion.process',
              subjectType: 'deletion_request',
              subjectId: request.id,
              before: { state: found.request.state, customerId: request.customerId },
              after: { state: request.state, recordsKept },
            },
            clock.now(),
          ),
      });
      // Another agent got there between our read and the erasure's lock.
      if (!outcome.processed) throw new AppError('DELETION_ALREADY_PROCESSED');
      const after = await serviceRepository.findDeletion(db, requestId);
      if (!after) throw new AppError('NOT_FOUND');
      return {
        request: toDeletionView(after),
        recordsKept: outcome.recordsKept,
        filesDeleted: outcome.filesDeleted,
      };
    },
  };
}

export type DeletionDesk = ReturnType<typeof createDeletionDesk>;
