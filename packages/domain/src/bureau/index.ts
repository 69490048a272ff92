export * from './default-notice';
export * from './format';
export * from './state-codes';
export * from './validate-file';
export * from './write-file';
