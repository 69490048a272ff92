export * from './allocate';
export * from './dpd-buckets';
export * from './due-state';
export * from './limit-offer';
export * from './loan-book';
export * from './quote-validity';
export * from './reminders';
export * from './settlement';
