export * from './classification';
export * from './loan-actions';
