// The withdrawal's pages: the choice and the confirmation. They load with the rest
// of the loan's pages through one loader (app/loan-pages.ts); the order's page
// (/withdrawDetail) is composed in app/routes/loan.
export { default as WithdrawModelPage } from './withdraw-model';
export { default as WithdrawPage } from './withdraw-page';
