import type { FastifyInstance } from 'fastify';
import { applicationDecisions, applicationModule } from './modules/application';
import { authModule, authServices } from './modules/auth';
import { configurationModule, productConfigStore } from './modules/configuration';
import { contentModule } from './modules/content';
import { couponsModule } from './modules/coupons';
import { customerRecordModule } from './modules/customer-record';
import { customerModule } from './modules/customers';
import { dashboardModule } from './modules/dashboard';
import { changeBankModule, disbursalService, payoutWebhookModule } from './modules/disbursal';
import { documentServices, documentsModule } from './modules/documents';
import { feedbackModule } from './modules/feedback';
import { helpModule } from './modules/help';
import { homeCache, homeModule } from './modules/home';
import { lookupModule } from './modules/lookup';
import { messagesModule } from './modules/messages';
import { moneyModule } from './modules/money';
import { ordersModule } from './modules/orders';
import { photosModule } from './modules/photos';
import { referralService, referralsModule } from './modules/referrals';
import { repaymentModule, repaymentServices, testClockModule } from './modules/repayment';
import { reviewModule } from './modules/review';
import { serviceModule } from './modules/service';
import { staffAdminModule, staffAuthModule, staffServices } from './modules/staff';
import { systemModule } from './modules/system';
import { underwritingServices } from './modules/underwriting';
import { type AppDeps, createServer, decorateRoot, registerPlatform } from './platform/core';

export type { AppDeps } from './platform/core';

/**
 * Builds the app without listening. Order is fixed: external plugins (headers,
 * CORS, docs, static) -> app-wide ones (error handler, maintenance, rate limit)
 * -> services, jobs and guards -> routes. Each module's index.ts builds its
 * services and registers its routes; what one module does when another's event
 * happens is wired here. Tests call this with a manual clock and a memory SMS.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createServer(deps);
  const core = await registerPlatform(app, deps);

  // --- services ---
  const referrals = referralService(core);
  const cache = await homeCache(app, core);
  const productConfig = productConfigStore(app, core);
  const products = async () => (await productConfig.current()).products;
  const { auth, requireCustomer } = authServices(core, (tx, customerId, { referralCode }) =>
    referrals.attribute(tx, customerId, referralCode),
  );
  const { repayments, reminders } = repaymentServices(core, (tx, order) => referrals.onSettled(tx, order));
  const disbursal = disbursalService(core, async (tx, order) => {
    await repayments.openBooks(tx, order);
    await referrals.onDisbursed(tx, order);
  });
  const { documents, esign, jobs: documentJobs } = documentServices(core);
  const decisions = applicationDecisions(core);
  const underwriting = underwritingServices(core, decisions, products);
  const handlers = { ...underwriting.jobs, ...disbursal.jobs, ...documentJobs, ...repayments.jobs };
  decorateRoot(app, core, handlers, async () => ({
    accrued: await repayments.runAccrual(),
    reminded: await reminders(),
  }));
  const { staffAuth, requireStaff } = staffServices(core);

  // --- routes --- (the borrower's, /api/v1)
  await systemModule(app, core);
  await authModule(app, { auth, requireCustomer });
  await customerModule(app, core, requireCustomer);
  await homeModule(app, core, { productConfig, cache });
  await applicationModule(app, core, requireCustomer);
  await photosModule(app, core, requireCustomer);
  await lookupModule(app, requireCustomer);
  const orders = await ordersModule(app, core, productConfig, requireCustomer);
  await changeBankModule(app, { disbursal, orders, requireCustomer });
  await couponsModule(app, core, requireCustomer);
  await messagesModule(app, core, requireCustomer);
  await feedbackModule(app, core, requireCustomer);
  const faq = await helpModule(app, core, productConfig, requireCustomer);
  await referralsModule(app, referrals, requireCustomer);
  await documentsModule(app, core, { documents, esign, orders, requireCustomer });
  await payoutWebhookModule(app, core, disbursal);
  await repaymentModule(app, core, repayments, requireCustomer);
  // --- staff routes --- (the operations console, /api/staff/v1; each guarded by section and role)
  await contentModule(app, core, faq, requireStaff);
  await staffAuthModule(app, staffAuth, requireStaff);
  await reviewModule(app, core, { decisions, policy: underwriting.policy, products }, requireStaff);
  await moneyModule(app, core, { disbursal, repayments }, requireStaff);
  await configurationModule(app, core, productConfig, requireStaff);
  await staffAdminModule(app, core, requireStaff);
  await dashboardModule(app, core, requireStaff);
  await customerRecordModule(app, core, requireStaff);
  await serviceModule(app, core, requireStaff);
  await testClockModule(app, core);

  return app;
}
