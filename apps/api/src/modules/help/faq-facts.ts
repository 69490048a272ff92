import {
  applyPpm,
  DEFAULT_UNDERWRITING_POLICY,
  deductionsFor,
  ELIGIBILITY,
  formatPaise,
  type LoanProduct,
  OMBUDSMAN_AFTER_DAYS,
  type PricingConfig,
  paise,
  ppmToPercent,
  RBI_CMS_URL,
  SERVICE_HOURS,
} from '@app/domain';
import type { AppConfig } from '../../config/config';
import { COUPON_DAYS } from '../coupons';
import { WELCOME_COUPON_DAYS, WELCOME_COUPON_MIN_PAISE } from '../underwriting';

/** The loan the fee and interest examples are worked on. */
const EXAMPLE_AMOUNT = paise(10_000_00);

export interface FaqFacts {
  gstBase: PricingConfig['gstBase'];
  welcomeCouponPaise: number;
  homeScreenCouponPaise: number;
  /** `{{name}}` values of the texts, formatted the same in every language (₹, digits, %). */
  values: Readonly<Record<string, string>>;
}

type FactsConfig = Pick<
  AppConfig,
  | 'PRO_NAME'
  | 'LENDER_NAME'
  | 'SERVICE_EMAIL'
  | 'LENDER_VPA'
  | 'REVIEW_EXPECTED_MINUTES'
  | 'PAYOUT_FIX_HOURS'
  | 'OTP_LENGTH'
  | 'OTP_TTL_SECONDS'
  | 'OTP_RESEND_COOLDOWN_SECONDS'
  | 'OTP_DAILY_LIMIT'
  | 'GRIEVANCE_OFFICER_NAME'
  | 'GRIEVANCE_OFFICER_EMAIL'
  | 'WELCOME_COUPON_PAISE'
  | 'HOME_SCREEN_COUPON_PAISE'
>;

const rupees = (amount: number) => formatPaise(paise(amount), { symbol: true });
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

function productOf(products: readonly LoanProduct[], kind: LoanProduct['kind']): LoanProduct {
  const product = products.find((p) => p.kind === kind);
  if (!product) throw new Error(`FAQ: no ${kind} loan product`);
  return product;
}

/**
 * The figures the FAQ quotes, taken from the running configuration, the
 * pricing every order is priced with and the products underwriting offers,
 * so that an answer changes when the rule does (EXTENSION_DAYS=8, GST_BASE).
 */
export function faqFacts(
  config: FactsConfig,
  pricing: PricingConfig,
  products: readonly LoanProduct[] = DEFAULT_UNDERWRITING_POLICY.products,
): FaqFacts {
  const personal = productOf(products, 'personal');
  const salary = productOf(products, 'salary');
  const example = deductionsFor(EXAMPLE_AMOUNT, 0, pricing);
  const termMin = Math.min(personal.minTermMonths, salary.minTermMonths);
  return {
    gstBase: pricing.gstBase,
    welcomeCouponPaise: config.WELCOME_COUPON_PAISE,
    homeScreenCouponPaise: config.HOME_SCREEN_COUPON_PAISE,
    values: {
      proName: config.PRO_NAME,
      lenderName: config.LENDER_NAME,
      serviceEmail: config.SERVICE_EMAIL,
      vpa: config.LENDER_VPA,
      hours: `${hour(SERVICE_HOURS.from)}–${hour(SERVICE_HOURS.until)}`,
      minAge: String(ELIGIBILITY.minAge),
      minIncome: rupees(ELIGIBILITY.minAnnualIncomePaise),
      reviewMinutes: String(config.REVIEW_EXPECTED_MINUTES),
      reapplyDays: String(DEFAULT_UNDERWRITING_POLICY.reapplyAfterDays),
      personalMin: rupees(personal.minAmountPaise),
      personalMax: rupees(personal.maxAmountPaise),
      personalRateMin: ppmToPercent(personal.dailyRateMinPpm),
      personalRateMax: ppmToPercent(personal.dailyRateMaxPpm),
      salaryMin: rupees(salary.minAmountPaise),
      salaryMax: rupees(salary.maxAmountPaise),
      salaryRateMin: ppmToPercent(salary.dailyRateMinPpm),
      salaryRateMax: ppmToPercent(salary.dailyRateMaxPpm),
      termMin: String(termMin),
      termMax: String(Math.max(personal.maxTermMonths, salary.maxTermMonths)),
      termStep: String(pricing.termStepMonths),
      installmentDays: String(pricing.installmentDays),
      serviceFeePercent: ppmToPercent(pricing.serviceFeePpm),
      creditReportFee: rupees(pricing.creditReportFeePaise),
      ticketFee: rupees(pricing.ticketFeePaise),
      gstPercent: ppmToPercent(pricing.gstPpm),
      exampleAmount: rupees(EXAMPLE_AMOUNT),
      exampleFees: rupees(example.serviceFeePaise + example.creditReportFeePaise + example.ticketFeePaise),
      exampleGst: rupees(example.gstPaise),
      exampleReceived: rupees(example.receivedPaise),
      exampleRate: ppmToPercent(personal.dailyRateMinPpm),
      exampleDailyInterest: rupees(applyPpm(EXAMPLE_AMOUNT, personal.dailyRateMinPpm)),
      exampleInstalments: String((termMin * pricing.daysPerMonth) / pricing.installmentDays),
      coolingOffHours: String(pricing.coolingOffHours),
      payoutFixHours: String(config.PAYOUT_FIX_HOURS),
      penalPercent: ppmToPercent(pricing.penalDailyPpm),
      penaltyFee: rupees(pricing.penaltyFeePaise),
      extensionDays: String(pricing.extensionDays),
      extensionFeePercent: ppmToPercent(pricing.extensionFeePpm),
      maxExtensions: String(pricing.maxConsecutiveExtensions),
      otpLength: String(config.OTP_LENGTH),
      otpMinutes: String(Math.round(config.OTP_TTL_SECONDS / 60)),
      resendSeconds: String(config.OTP_RESEND_COOLDOWN_SECONDS),
      otpDailyLimit: String(config.OTP_DAILY_LIMIT),
      grievanceName: config.GRIEVANCE_OFFICER_NAME,
      grievanceEmail: config.GRIEVANCE_OFFICER_EMAIL,
      ombudsmanDays: String(OMBUDSMAN_AFTER_DAYS),
      rbiCms: RBI_CMS_URL,
      welcomeCoupon: rupees(config.WELCOME_COUPON_PAISE),
      welcomeMin: rupees(WELCOME_COUPON_MIN_PAISE),
      welcomeDays: String(WELCOME_COUPON_DAYS),
      homeScreenCoupon: rupees(config.HOME_SCREEN_COUPON_PAISE),
      homeScreenDays: String(COUPON_DAYS),
    },
  };
}
