import {
  type AssetClass,
  DEFAULT_PROVISION_RATES,
  dpdBucket,
  isAssetClass,
  PAR_LEVELS,
  type ProvisionRates,
  parBps,
  provisionPaise,
  provisionRatePpm,
} from '@app/domain';
import type { Db } from '../../db/client';
import { istDayStart, nextIstDayStart } from '../../lib/ist-day';
import { csvField, csvRupees } from '../money';
import { reportsRepository, type Span } from './reports-repository';

export const REPORT_NAMES = ['disbursals', 'collections', 'ageing', 'npa', 'cash'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export interface ReportColumn {
  key: string;
  /** 'paise': an amount, shown and exported in rupees with two decimals. */
  kind: 'text' | 'number' | 'paise';
}

export interface Report {
  name: ReportName;
  from: string;
  to: string;
  columns: ReportColumn[];
  rows: Record<string, string | number | null>[];
  /** The sums of the report's amounts (and figures such as PAR), by name. */
  totals: Record<string, number>;
}

const col = (key: string, kind: ReportColumn['kind'] = 'paise'): ReportColumn => ({ key, kind });

/** An ageing bucket's total, an amount like every `*Paise` key: '1-30' -> 'bucket1To30Paise', '90+' -> 'bucket90PlusPaise'. */
export const bucketTotalKey = (bucket: string) =>
  `bucket${bucket.replace('-', 'To').replace('+', 'Plus')}Paise`;

/** [from, to) of India days `from`..`to`. */
export function spanOf(from: string, to: string): Span {
  const start = istDayStart(new Date(`${from}T12:00:00+05:30`));
  const end = nextIstDayStart(new Date(`${to}T12:00:00+05:30`));
  return { fromAt: start.toISOString(), toAt: end.toISOString() };
}

function sumColumns(rows: Report['rows'], columns: ReportColumn[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const c of columns) {
    if (c.kind !== 'paise') continue;
    totals[c.key] = rows.reduce((s, r) => s + Number(r[c.key] ?? 0), 0);
  }
  return totals;
}

/** A credit as a positive amount. */
const cr = (m: Map<string, number>, account: string) => -(m.get(account) ?? 0);
const dr = (m: Map<string, number>, account: string) => m.get(account) ?? 0;

/**
 * The staff reports (issue 34 point 7, decision 089), each from the ledger
 * over a range of India days, so each total is a ledger sum to the paisa.
 */
export function createReportsService(deps: { db: Db; provisionRates?: ProvisionRates }) {
  const { db } = deps;
  const rates = deps.provisionRates ?? DEFAULT_PROVISION_RATES;

  async function disbursals(from: string, to: string): Promise<Report> {
    const columns = [
      col('day', 'text'),
      col('orderNo', 'text'),
      col('principalPaise'),
      col('paidOutPaise'),
      col('feesPaise'),
      col('bureauFeePaise'),
      col('gstPaise'),
      col('couponPaise'),
    ];
    const rows = (await reportsRepository.disbursals(db, spanOf(from, to))).map((j) => ({
      day: j.day,
      orderNo: j.orderNo,
      principalPaise: dr(j.byAccount, 'principal_receivable'),
      paidOutPaise: cr(j.byAccount, 'disbursement_clearing'),
      feesPaise: cr(j.byAccount, 'fee_income'),
      bureauFeePaise: cr(j.byAccount, 'third_party_payable'),
      gstPaise: cr(j.byAccount, 'gst_payable'),
      couponPaise: dr(j.byAccount, 'coupon_expense'),
    }));
    return { name: 'disbursals', from, to, columns, rows, totals: sumColumns(rows, columns) };
  }

  async function collections(from: string, to: string): Promise<Report> {
    const columns = [
      col('day', 'text'),
      col('orderNo', 'text'),
      col('kind', 'text'),
      col('collectedPaise'),
      col('principalPaise'),
      col('interestPaise'),
      col('penalPaise'),
      col('feesPaise'),
      col('gstPaise'),
      col('couponPaise'),
      col('excessPaise'),
      col('otherPaise'),
    ];
    const named = new Set([
      'principal_receivable',
      'interest_receivable',
      'penal_receivable',
      'fee_income',
      'gst_payable',
      'coupon_expense',
      'borrower_refund_payable',
    ]);
    const rows = (await reportsRepository.collections(db, spanOf(from, to))).map((j) => {
      let collected = 0;
      let other = 0;
      for (const [account, paise] of j.byAccount) {
        if (account.endsWith('clearing')) collected += paise;
        else if (!named.has(account)) other -= paise;
      }
      return {
        day: j.day,
        orderNo: j.orderNo,
        kind: j.kind,
        collectedPaise: collected,
        principalPaise: cr(j.byAccount, 'principal_receivable'),
        interestPaise: cr(j.byAccount, 'interest_receivable'),
        penalPaise: cr(j.byAccount, 'penal_receivable'),
        feesPaise: cr(j.byAccount, 'fee_income'),
        gstPaise: cr(j.byAccount, 'gst_payable'),
        couponPaise: dr(j.byAccount, 'coupon_expense'),
        excessPaise: cr(j.byAccount, 'borrower_refund_payable'),
        otherPaise: other,
      };
    });
    return { name: 'collections', from, to, columns, rows, totals: sumColumns(rows, columns) };
  }

  /** Ageing by bucket and PAR 1/30/60/90 on the outstanding principal at the end of `to`. */
  async function ageing(from: string, to: string): Promise<Report> {
    const columns = [
      col('orderNo', 'text'),
      col('disbursedDay', 'text'),
      col('dpd', 'number'),
      col('bucket', 'text'),
      col('principalPaise'),
      col('interestPaise'),
      col('penalPaise'),
    ];
    const loans = await reportsRepository.outstanding(db, spanOf(from, to).toAt);
    const rows = loans.map((l) => ({
      orderNo: l.orderNo,
      disbursedDay: l.disbursedDay,
      dpd: l.dpd,
      bucket: dpdBucket(l.dpd),
      principalPaise: l.principalPaise,
      interestPaise: l.interestPaise,
      penalPaise: l.penalPaise,
    }));
    const totals = sumColumns(rows, columns);
    const total = totals.principalPaise ?? 0;
    for (const level of PAR_LEVELS) {
      const atRisk = loans.filter((l) => l.dpd > level.moreThanDpd).reduce((s, l) => s + l.principalPaise, 0);
      totals[`${level.name}Paise`] = atRisk;
      totals[`${level.name}Bps`] = parBps(atRisk, total);
    }
    for (const bucket of ['0', '1-30', '31-60', '61-90', '90+'] as const) {
      totals[bucketTotalKey(bucket)] = rows
        .filter((r) => r.bucket === bucket)
        .reduce((s, r) => s + r.principalPaise, 0);
    }
    return { name: 'ageing', from, to, columns, rows, totals };
  }

  /** Every loan outstanding at the end of `to` with its class and provision; NPAs first. */
  async function npa(from: string, to: string): Promise<Report> {
    const columns = [
      col('orderNo', 'text'),
      col('assetClass', 'text'),
      col('dpd', 'number'),
      col('outstandingPaise'),
      col('ratePpm', 'number'),
      col('provisionPaise'),
    ];
    const loans = await reportsRepository.outstanding(db, spanOf(from, to).toAt);
    const rows = loans
      .map((l) => {
        const assetClass: AssetClass = isAssetClass(l.assetClass) ? l.assetClass : 'standard';
        const outstanding = l.principalPaise + l.interestPaise + l.penalPaise;
        const ratePpm = provisionRatePpm(assetClass, rates);
        return {
          orderNo: l.orderNo,
          assetClass,
          dpd: l.dpd,
          outstandingPaise: outstanding,
          ratePpm,
          provisionPaise: provisionPaise(outstanding, ratePpm),
        };
      })
      .sort((a, b) => Number(b.assetClass === 'npa') - Number(a.assetClass === 'npa'));
    const totals = sumColumns(rows, columns);
    const npas = rows.filter((r) => r.assetClass === 'npa');
    totals.npaCount = npas.length;
    totals.npaOutstandingPaise = npas.reduce((s, r) => s + r.outstandingPaise, 0);
    totals.npaProvisionPaise = npas.reduce((s, r) => s + r.provisionPaise, 0);
    return { name: 'npa', from, to, columns, rows, totals };
  }

  /** Per day and clearing account: opening, money in, money out, closing. */
  async function cash(from: string, to: string): Promise<Report> {
    const columns = [
      col('day', 'text'),
      col('account', 'text'),
      col('openingPaise'),
      col('inPaise'),
      col('outPaise'),
      col('closingPaise'),
    ];
    const span = spanOf(from, to);
    const balances = await reportsRepository.cashBalances(db, span.fromAt);
    const openingTotal = [...balances.values()].reduce((s, v) => s + v, 0);
    const rows: Report['rows'] = [];
    for (const m of await reportsRepository.cashMovements(db, span)) {
      const opening = balances.get(m.account) ?? 0;
      const closing = opening + m.debits - m.credits;
      balances.set(m.account, closing);
      rows.push({
        day: m.day,
        account: m.account,
        openingPaise: opening,
        inPaise: m.debits,
        outPaise: m.credits,
        closingPaise: closing,
      });
    }
    const inTotal = rows.reduce((s, r) => s + Number(r.inPaise), 0);
    const outTotal = rows.reduce((s, r) => s + Number(r.outPaise), 0);
    const totals = {
      openingPaise: openingTotal,
      inPaise: inTotal,
      outPaise: outTotal,
      closingPaise: openingTotal + inTotal - outTotal,
    };
    return { name: 'cash', from, to, columns, rows, totals };
  }

  const builders: Record<ReportName, (from: string, to: string) => Promise<Report>> = {
    disbursals,
    collections,
    ageing,
    npa,
    cash,
  };

  return {
    report: (name: ReportName, from: string, to: string) => builders[name](from, to),
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;

/** An amount's CSV name: 'principalPaise' -> 'principal_rupees' (its values are rupees with two decimals, decision 092). */
const rupeesName = (key: string) => key.replace(/Paise$/, '_rupees');

/** The report as CSV (CRLF): amounts in rupees with two decimals (`*_rupees`), then one `total` row per total. */
export function reportCsv(report: Report): string {
  const header = report.columns.map((c) => (c.kind === 'paise' ? rupeesName(c.key) : c.key));
  const lines = [header];
  for (const row of report.rows) {
    lines.push(
      report.columns.map((c) => {
        const v = row[c.key] ?? null;
        return c.kind === 'paise' && v !== null ? csvRupees(Number(v)) : (v as string | number | null);
      }) as never,
    );
  }
  for (const [key, value] of Object.entries(report.totals)) {
    const amount = key.endsWith('Paise') ? csvRupees(value) : String(value);
    lines.push(['total', rupeesName(key), amount] as never);
  }
  return `${lines.map((l) => (l as (string | number | null)[]).map(csvField).join(',')).join('\r\n')}\r\n`;
}
