import type { FastifyInstance } from 'fastify';
import type { JobRow } from './db/schema';
import { applicationModule, applicationServices } from './modules/application';
import { authModule, authServices } from './modules/auth';
import { collectionsModule, collectionsService } from './modules/collections';
import { configurationModule, productConfigStore, productsModule } from './modules/configuration';
import { contentModule } from './modules/content';
import { couponsModule } from './modules/coupons';
import { customerRecordModule } from './modules/customer-record';
import { customerModule } from './modules/customers';
import { dashboardModule } from './modules/dashboard';
import { deliveryModule, deliveryServices } from './modules/delivery';
import { changeBankModule, disbursalService, payoutWebhookModule } from './modules/disbursal';
import { DOCUMENTS_ISSUE_JOB, documentServices, documentsModule } from './modules/documents';
import { feedbackModule } from './modules/feedback';
import { helpModule } from './modules/help';
import { homeCache, homeModule } from './modules/home';
import { kycModule } from './modules/kyc';
import { loanActionsModule, proposalServices } from './modules/loan-actions';
import { classifyToday } from './modules/loan-book';
import { lookupModule } from './modules/lookup';
import { mandateDebitServices, mandatesModule } from './modules/mandates';
import { messagesModule } from './modules/messages';
import { moneyModule } from './modules/money';
import { ordersModule } from './modules/orders';
import { photosModule } from './modules/photos';
import { receiptServices, receiptsModule } from './modules/receipts';
import { recoveryModule } from './modules/recovery';
import { referralService, referralsModule } from './modules/referrals';
import { repaymentModule, repaymentServices, testClockModule } from './modules/repayment';
import { reportsModule } from './modules/reports';
import { reviewModule } from './modules/review';
import { serviceModule } from './modules/service';
import { staffAdminModule, staffAuthModule, staffServices } from './modules/staff';
import { systemModule } from './modules/system';
import { underwritingServices } from './modules/underwriting';
import { type AppDeps, corePlugin, createServer, decorateRoot } from './platform/core';

export type { AppDeps } from './platform/core';

/**
 * Builds the app without listening. Order is fixed: external plugins (headers,
 * CORS, docs, static) -> app-wide ones (error handler, maintenance, rate limit)
 * -> services, jobs and guards -> routes. Each module's index.ts exports its
 * parts as plugins (fastify-plugin: no new scope) that declare their name and
 * dependencies; services others need are decorators of the root. Tests call
 * this with a manual clock and a memory SMS.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createServer(deps);
  await app.register(corePlugin, { deps });

  // --- services --- (each on a decorator of the root, e.g. app.referrals)
  await app.register(referralService);
  await app.register(homeCache);
  await app.register(productConfigStore);
  // What one module does when another's event happens is wired here.
  await app.register(authServices, {
    onSignedUp: (tx, customerId, { referralCode }) => app.referrals.attribute(tx, customerId, referralCode),
  });
  await app.register(repaymentServices, {
    onSettled: (tx, order) => app.referrals.onSettled(tx, order),
    onRepaid: (tx, orderId, outcome, now) => app.mandateDebits.onRepaid(tx, orderId, outcome, now),
    // The no-dues certificate, issued in the settling transaction, goes out (decisions 081, 082).
    onNocIssued: (tx, noc) =>
      app.delivery.deliveries.onNocIssued(tx, { id: noc.orderId, customerId: noc.customerId }, noc.issuedAt),
  });
  await app.register(mandateDebitServices);
  await app.register(disbursalService, {
    onDisbursed: async (tx, order) => {
      await app.repayments.openBooks(tx, order);
      await app.referrals.onDisbursed(tx, order);
    },
  });
  await app.register(documentServices);
  // Delivery reads the documents the borrower reads (issue 33, decision 082).
  await app.register(deliveryServices, {
    source: () => ({
      pdf: (customerId, orderId, kind, lang, query) =>
        app.documents.documents.pdf(customerId, orderId, kind, lang, query),
      list: (customerId, orderId, lang) => app.documents.documents.list(customerId, orderId, lang),
    }),
  });
  await app.register(applicationServices);
  await app.register(underwritingServices);
  await app.register(receiptServices);
  const jobs = {
    ...app.underwriting.jobs,
    ...app.disbursal.jobs,
    ...app.documents.jobs,
    // Once the signed PDFs are stored, they are e-mailed and texted (once: the deliveries are unique).
    [DOCUMENTS_ISSUE_JOB]: async (job: JobRow) => {
      await app.documents.jobs[DOCUMENTS_ISSUE_JOB]?.(job);
      await app.delivery.deliveries.onSigned(String(job.payload.orderId ?? ''));
    },
    ...app.delivery.jobs,
    ...app.repayments.jobs,
    ...app.mandateDebits.jobs,
    ...app.receipts.jobs,
  };
  decorateRoot(app, app.core, jobs, async () => {
    const accrued = await app.repayments.runAccrual();
    // Days past due and asset class at the day-end, on the day's books (decision 084).
    await classifyToday(app.core.db, app.core.clock.now());
    const reminded = await app.reminders();
    // Auto-debit after the accrual: a debit takes what is due with today's books.
    await app.mandateDebits.tick();
    // The monthly statement of each open loan, once per India month.
    await app.delivery.deliveries.monthly();
    // The notice before a first default is reported, and the bureau file on the 15th and month end (decision 089).
    await app.bureau.tick();
    // Promises to pay kept or broken from the day's books (decision 085).
    await app.collections.settlePromises();
    return { accrued, reminded };
  });
  await app.register(staffServices);
  await app.register(collectionsService);
  await app.register(proposalServices);

  // --- routes --- (the borrower's, /api/v1)
  await app.register(systemModule);
  await app.register(authModule);
  await app.register(customerModule);
  await app.register(homeModule);
  await app.register(productsModule);
  await app.register(applicationModule);
  await app.register(photosModule);
  await app.register(kycModule);
  await app.register(lookupModule);
  await app.register(ordersModule);
  await app.register(changeBankModule);
  await app.register(couponsModule);
  await app.register(messagesModule);
  await app.register(feedbackModule);
  await app.register(helpModule);
  await app.register(referralsModule);
  await app.register(documentsModule);
  await app.register(deliveryModule);
  await app.register(payoutWebhookModule);
  await app.register(repaymentModule);
  await app.register(mandatesModule);
  // --- staff routes --- (the operations console, /api/staff/v1; each guarded by section and role)
  await app.register(contentModule);
  await app.register(staffAuthModule);
  await app.register(reviewModule, { policy: app.underwriting.policy });
  await app.register(moneyModule);
  await app.register(receiptsModule);
  await app.register(loanActionsModule);
  await app.register(configurationModule);
  await app.register(staffAdminModule);
  await app.register(dashboardModule);
  await app.register(customerRecordModule);
  await app.register(serviceModule);
  await app.register(reportsModule);
  await app.register(recoveryModule);
  await app.register(collectionsModule);
  await app.register(testClockModule);

  return app;
}
