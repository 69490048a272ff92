/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { scheduleHousekeeping } from './housekeeping-schedule';
export { createHousekeepingService } from './housekeeping-service';
export { createOrphanFileSweep, ORPHAN_SWEEP_INTERVAL_MS } from './orphan-files';
