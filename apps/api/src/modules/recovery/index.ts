/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import { createNotifier } from '../../platform/notifier';
import type {} from '../staff';
import { publicRecoveryRoutes, recoveryRoutes } from './recovery-routes';
import { createRecoveryService } from './recovery-service';

export type { RecoveryService } from './recovery-service';

/** Recovery agents (issue 34 L3, decision 086): /api/staff/v1/recovery and the public list /api/v1/recovery-agents. */
export const recoveryModule = modulePlugin('recovery', ['core', 'staff'], async (app, core) => {
  const { db, clock, sms, config } = core;
  const notifier = createNotifier({
    db,
    clock,
    sms,
    proName: config.PRO_NAME,
    lenderName: config.LENDER_NAME,
    logger: core.log.child({ module: 'recovery' }),
  });
  const recovery = createRecoveryService({ db, clock, notifier });
  await app.register(publicRecoveryRoutes, { prefix: '/api/v1/recovery-agents', recovery });
  await app.register(recoveryRoutes, {
    prefix: '/api/staff/v1/recovery',
    recovery,
    requireStaff: app.requireStaff,
  });
});
