export * from './default-notice';
export * from './format';
export * from './validate-file';
export * from './write-file';
