// The withdrawal's pages as one lazy chunk: a borrower goes from the choice to
// the confirmation to the order, and one loader costs the entry chunk one
// dependency list instead of three (docs/decisions/006).
export { default as WithdrawDetailPage } from './withdraw-detail';
export { default as WithdrawModelPage } from './withdraw-model';
export { default as WithdrawPage } from './withdraw-page';
