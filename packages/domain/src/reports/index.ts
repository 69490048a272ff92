export * from './provisioning';
