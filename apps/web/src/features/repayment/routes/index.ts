// The repayment's pages: the bill, auto-debit's set-up, paying, the payment's progress and result,
// and the records. They load with the rest of the loan's pages (app/loan-pages.ts).
export { default as AutoDebitPage } from './auto-debit';
export { default as BillPage } from './bill';
export { default as PaymentHistoryPage } from './payment-history';
export { default as PaymentProcessPage } from './payment-process';
export { default as RepaidPage } from './repaid-page';
export { default as RepaymentPage } from './repayment';
export { default as RepaymentCodePage } from './repayment-code';
