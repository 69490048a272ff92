/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../delivery';
import type {} from '../staff';
import { createCustomerNotes } from './customer-notes';
import { customerRecordRoutes } from './customer-record-routes';
import { createCustomerRecordService } from './customer-record-service';

export { customerRecordRoutes } from './customer-record-routes';
export { createCustomerRecordService } from './customer-record-service';

/** /api/staff/v1/customers: a customer's record for the console. */
export const customerRecordModule = modulePlugin(
  'customer-record',
  ['core', 'staff', 'delivery'],
  async (app, { db, clock, signer, config }) => {
    const records = createCustomerRecordService({ db, clock, signer, lenderName: config.LENDER_NAME });
    await app.register(customerRecordRoutes, {
      prefix: '/api/staff/v1/customers',
      records,
      notes: createCustomerNotes({ db, clock }),
      deliveries: app.delivery.deliveries,
      requireStaff: app.requireStaff,
    });
  },
);
