import { PdfPage } from '@/features/documents/routes';
import { WithdrawModelPage, WithdrawPage } from '@/features/order/routes';
import {
  AutoDebitPage,
  BillPage,
  PaymentHistoryPage,
  PaymentProcessPage,
  RepaidPage,
  RepaymentCodePage,
  RepaymentPage,
} from '@/features/repayment/routes';
import ChangeBankPage from './routes/loan/change-bank';
import { KfsPage, LetterPage, LoanPage } from './routes/loan/documents';
import EsignPage from './routes/loan/esign';
import PendingWaitLoanPage from './routes/loan/pending-wait-loan';
import ProtocolPage from './routes/loan/protocol';
import SeeAgreementPage from './routes/loan/see-agreement';
import SignPage from './routes/loan/sign';
import TriLinkPage from './routes/loan/tri-link';
import WithdrawDetailPage from './routes/loan/withdraw-detail';

/**
 * The pages of a loan, from the withdrawal to the money in the bank and back
 * (the bill and the repayment), as one lazy chunk through one loader, keyed by
 * their path: a borrower goes from the choice to the documents, the signature
 * and the payment in one sitting, and each loader and each page name costs the
 * entry chunk bytes (docs/decisions/006).
 * pdf.js is not in it: the PDF viewer imports it when a PDF is opened (017).
 * The pages that compose the order (features/order) with another feature live
 * in app/routes/loan, so that features never import each other.
 */
export const LOAN_PAGES = {
  withdrawPage: WithdrawPage,
  withdrawModel: WithdrawModelPage,
  withdrawDetail: WithdrawDetailPage,
  protocol: ProtocolPage,
  agreementList: ProtocolPage,
  kfs: KfsPage,
  letter: LetterPage,
  loan: LoanPage,
  sign: SignPage,
  Esign: EsignPage,
  triLink: TriLinkPage,
  seeAgreement: SeeAgreementPage,
  pendingWaitLoan: PendingWaitLoanPage,
  changeBank: ChangeBankPage,
  pdf: PdfPage,
  bill: BillPage,
  Repayment: RepaymentPage,
  RepaymentCode: RepaymentCodePage,
  paymentProcess: PaymentProcessPage,
  repaidPage: RepaidPage,
  paymentHistory: PaymentHistoryPage,
  autoDebit: AutoDebitPage,
};
