export * from './errors/catalogue';
export * from './i18n/lang';
export * from './validation/phone';
