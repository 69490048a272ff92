export * from './allocate';
export * from './due-state';
