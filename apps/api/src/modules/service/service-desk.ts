import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../adapters/sms';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createNotifier } from '../../platform/notifier';
import { createAccountErasure } from '../customers';
import { createDeletionDesk } from './deletion-desk';
import { createFeedbackInbox } from './feedback-inbox';
import { createGrievanceService } from './grievance-service';

/** The three services of the console's customer-service section, wired from the app's adapters. */
export function createServiceDesk(deps: {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  storage: FileStorage;
  proName: string;
  logger: FastifyBaseLogger;
}) {
  const notifier = createNotifier(deps);
  return {
    deletions: createDeletionDesk({ ...deps, erasure: createAccountErasure(deps) }),
    inbox: createFeedbackInbox({ ...deps, notifier }),
    grievances: createGrievanceService({ ...deps, notifier }),
  };
}
