/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { customerRecordRoutes } from './customer-record-routes';
export { createCustomerRecordService } from './customer-record-service';
