export * from './apr';
export * from './cooling-off';
export * from './day-key';
export * from './fees';
export * from './pricing-config';
export * from './quote';
export * from './schedule';
export * from './terms';
