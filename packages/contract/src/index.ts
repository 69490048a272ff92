export * from './application';
export * from './auth';
export * from './common';
export * from './home';
export * from './me';
export * from './system';
export * from './withdraw';
