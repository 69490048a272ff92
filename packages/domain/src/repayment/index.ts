export * from './allocate';
export * from './due-state';
export * from './loan-book';
export * from './reminders';
