import { fillTemplate, formatPaise, PRICING_ADDED_LATER, paise, ppmToPercent } from '@app/domain';
import type { LoanOrderRow } from '../../db/schema';
import type { DocTexts } from './texts-en';

type Row = [label: string, value: string];

const money = (p: number) => formatPaise(paise(p), { symbol: true });

/**
 * The extension's terms as the order was priced (decision 068): its days, its
 * fee, ' plus GST' when every fee is taxed, and the extensions allowed in a
 * row (orders priced before the cap take the default). The KFS row and the
 * agreement's clause 4 both state them.
 */
export function extensionTerms(order: LoanOrderRow, t: DocTexts) {
  const pricing = { ...PRICING_ADDED_LATER, ...order.pricing };
  return {
    days: pricing.extensionDays,
    fee: ppmToPercent(pricing.extensionFeePpm),
    gst: pricing.gstBase === 'all_fees' ? t.kfs.extensionGst : '',
    max: pricing.maxConsecutiveExtensions,
  };
}

/** The KFS's extension row: its terms, or not offered when the cap is 0 (decision 068). */
function extensionValue(order: LoanOrderRow, t: DocTexts): string {
  const terms = extensionTerms(order, t);
  return terms.max > 0 ? fillTemplate(t.kfs.extensionValue, terms) : t.kfs.extensionNone;
}

/**
 * The charge on a failed auto-debit (issue 32): the figure the documents
 * state, the order's own (pricing.failedDebitChargePaise, fixed when priced),
 * which its books levy when a debit fails for want of funds (decision 080).
 */
export function failedDebitCharge(failedDebitChargePaise: number, t: DocTexts): string {
  return failedDebitChargePaise > 0 ? money(failedDebitChargePaise) : t.common.none;
}

/**
 * The charges that fall due only on an event (late payment, an extension),
 * and those that never do: one list for the Key Fact Statement and the loan
 * agreement's schedule of charges, so the two always name the same figures
 * (issue 30, point 5).
 */
export function contingentChargeRows(
  order: LoanOrderRow,
  failedDebitChargePaise: number,
  t: DocTexts,
): Row[] {
  const k = t.kfs;
  const { pricing } = order;
  const charge = failedDebitCharge(failedDebitChargePaise, t);
  return [
    [k.penal, fillTemplate(k.penalValue, { rate: ppmToPercent(pricing.penalDailyPpm) })],
    [
      k.otherPenal,
      pricing.penaltyFeePaise > 0
        ? fillTemplate(k.otherPenalValue, { fee: money(pricing.penaltyFeePaise) })
        : t.common.none,
    ],
    [k.extension, extensionValue(order, t)],
    [k.bounce, failedDebitChargePaise > 0 ? fillTemplate(k.bounceValue, { fee: charge }) : t.common.none],
    // Auto-debit is optional; its terms and its failed-debit charge (issue 32).
    [k.autoDebit, fillTemplate(k.autoDebitValue, { charge })],
    [k.foreclosure, t.common.none],
  ];
}

/** The one-time fees deducted at disbursal, with their GST, as the order was priced. */
export function oneTimeChargeRows(order: LoanOrderRow, t: DocTexts): Row[] {
  const k = t.kfs;
  const gstBase = order.pricing.gstBase === 'all_fees' ? k.gstBaseAll : k.gstBaseService;
  return [
    [k.serviceFee, money(order.serviceFeePaise)],
    [k.ticketFee, money(order.ticketFeePaise)],
    [fillTemplate(k.gst, { base: gstBase }), money(order.gstPaise)],
    [k.creditReportFee, money(order.creditReportFeePaise)],
  ];
}
