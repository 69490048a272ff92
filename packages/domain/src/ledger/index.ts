export * from './accounts';
export * from './journals';
