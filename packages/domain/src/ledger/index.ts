export * from './accounts';
export * from './journals';
export * from './suspense';
