// The withdrawal's pages: the choice, the confirmation and the order. They load
// with the rest of the loan's pages through one loader (app/loan-pages.ts).
export { default as WithdrawDetailPage } from './withdraw-detail';
export { default as WithdrawModelPage } from './withdraw-model';
export { default as WithdrawPage } from './withdraw-page';
