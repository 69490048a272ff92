export * from './referral-code';
export * from './referral-eligibility';
export * from './referral-rewards';
export * from './referral-rules';
