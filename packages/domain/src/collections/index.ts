export * from './contact-hours';
export * from './outcomes';
