/**
 * The database schema, by area (drizzle.config.ts reads this folder). The
 * simulators' tables are in simulators.ts. Import tables from here ('db/schema').
 */

export * from './applications';
export * from './bureau';
export * from './collections';
export * from './customers';
export * from './delivery';
export * from './digilocker';
export * from './kyc';
export * from './loan-actions';
export * from './loans';
export * from './mandates';
export * from './marketing';
export * from './platform';
export * from './receipts';
export * from './recovery';
export * from './service';
export * from './simulators';
export * from './staff';
