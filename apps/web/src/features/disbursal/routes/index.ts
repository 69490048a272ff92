// The payment's pages: waiting for the money, and fixing the bank account when
// the payment failed. They load with the rest of the loan's pages (app/loan-pages.ts).
export { default as ChangeBankPage } from './change-bank';
export { default as PendingWaitLoanPage } from './pending-wait-loan';
