import {
  addDays,
  type BureauAccount,
  type BureauHeader,
  bureauFile,
  bureauStateCode,
  DEFAULT_NOTICE_DAYS,
  formatPaise,
  isAssetClass,
  isReportingDay,
  istDayKey,
  mayReportDefault,
  paise,
  reportableFrom,
} from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../adapters/sms';
import type { Db } from '../../db/client';
import { bureauDefaultNotices, bureauFiles } from '../../db/schema';
import { transact } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-cipher';
import { auditRepository } from '../../platform/audit-repository';
import { createNotifier, type Notice } from '../../platform/notifier';

/** Closed loans stay in the file this many days after they closed. */
export const CLOSED_REPORTED_DAYS = 90;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const n = (value: unknown) => Number(value ?? 0);

interface AccountRow {
  order_id: string;
  order_no: string;
  amount_paise: unknown;
  opened_on: string;
  closed_on: string | null;
  dpd: number;
  asset_class: string;
  steps: {
    identity?: { name?: string; sex?: string; birth?: string };
    age?: { birth?: string };
    basic?: { email?: string };
    address?: { pinCode?: string; state?: string; city?: string; area?: string; detailAddress?: string };
  };
  pan_enc: string | null;
  phone: string;
  balance: unknown;
  overdue: unknown;
  last_payment_on: string | null;
  noticed_on: string | null;
  reporting_status: 'settled' | 'written_off' | null;
  written_off_paise: unknown;
  settlement_agreed_paise: unknown;
  restructured_on: string | null;
}

const GENDERS: Record<string, BureauAccount['gender']> = { male: 'M', female: 'F', M: 'M', F: 'F', T: 'T' };

/**
 * Credit-bureau reporting (issue 34 point 6, decision 089): the notice
 * before a loan's first default is reported, and the reporting file made
 * on the 15th and the last day of each month (India) and on demand.
 */
export function createBureauService(deps: {
  db: Db;
  clock: Clock;
  cipher: FieldCipher;
  sms: SmsSender;
  proName: string;
  lenderName: string;
  /** The lender's member id and short name at the CICs. */
  member: { id: string; shortName: string };
  logger: FastifyBaseLogger;
  noticeDays?: number;
}) {
  const { db, clock, cipher, member } = deps;
  const noticeDays = deps.noticeDays ?? DEFAULT_NOTICE_DAYS;
  const notifier = createNotifier(deps);

  /** Tells every borrower whose loan is past due for the first time, once per loan ever. */
  async function noticeFirstDefaults(): Promise<number> {
    const now = clock.now();
    const today = istDayKey(now);
    const due = rowsOf<{
      order_id: string;
      customer_id: string;
      order_no: string;
      dpd: number;
      overdue: unknown;
    }>(
      await db.execute(sql`
        select o.id as order_id, o.customer_id, o.order_no, a.dpd,
          (select coalesce(sum(greatest(i.principal_paise - i.paid_principal_paise
              + i.accrued_interest_paise - i.paid_interest_paise
              + i.penal_paise + i.penalty_fee_paise + i.failed_debit_charge_paise - i.paid_penal_paise, 0)), 0)::bigint
            from loan_instalments i where i.order_id = o.id and i.due_day < ${today}) as overdue
        from loan_accounts a join loan_orders o on o.id = a.order_id
        where a.dpd > 0 and o.closed_at is null
          and not exists (select 1 from bureau_default_notices b where b.order_id = o.id)`),
    );
    let sent = 0;
    for (const row of due) {
      const from = reportableFrom(today, noticeDays);
      const notice = await transact(db, async (tx) => {
        const inserted = await tx
          .insert(bureauDefaultNotices)
          .values({
            orderId: row.order_id,
            customerId: row.customer_id,
            noticedOn: today,
            reportableFrom: from,
            dpdAtNotice: n(row.dpd),
            sentAt: now,
          })
          .onConflictDoNothing()
          .returning({ orderId: bureauDefaultNotices.orderId });
        if (inserted.length === 0) return null;
        const told: Notice = {
          customerId: row.customer_id,
          template: 'bureau_default_notice',
          params: {
            orderNo: row.order_no,
            amount: formatPaise(paise(n(row.overdue)), { symbol: true }),
            date: from,
          },
        };
        return notifier.write(tx, told);
      });
      if (notice) {
        await notifier.send(notice);
        sent += 1;
      }
    }
    return sent;
  }

  async function accounts(reportedOn: string): Promise<{ accounts: BureauAccount[]; withheld: number }> {
    const cutoff = addDays(reportedOn, -CLOSED_REPORTED_DAYS);
    const rows = rowsOf<AccountRow>(
      await db.execute(sql`
        select o.id as order_id, o.order_no, o.amount_paise,
          to_char(o.disbursed_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as opened_on,
          to_char(o.closed_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as closed_on,
          a.dpd, a.asset_class, ap.steps, ap.pan_enc, c.phone,
          (select coalesce(sum(e.amount_paise), 0)::bigint from ledger_entries e where e.order_id = o.id
            and e.account in ('principal_receivable', 'interest_receivable', 'penal_receivable')) as balance,
          (select coalesce(sum(greatest(i.principal_paise - i.paid_principal_paise
              + i.accrued_interest_paise - i.paid_interest_paise
              + i.penal_paise + i.penalty_fee_paise + i.failed_debit_charge_paise - i.paid_penal_paise, 0)), 0)::bigint
            from loan_instalments i where i.order_id = o.id and i.due_day < ${reportedOn}) as overdue,
          (select to_char(max(j.created_at) at time zone 'Asia/Kolkata', 'YYYY-MM-DD')
            from ledger_journals j join ledger_entries e on e.journal_id = j.id
            where j.order_id = o.id and e.account like '%clearing' and e.account <> 'disbursement_clearing'
              and e.amount_paise > 0) as last_payment_on,
          b.noticed_on, f.reporting_status, f.written_off_paise, f.settlement_agreed_paise, f.restructured_on
        from loan_orders o
        join loan_accounts a on a.order_id = o.id
        join applications ap on ap.id = o.application_id
        join customers c on c.id = o.customer_id
        left join bureau_default_notices b on b.order_id = o.id
        left join loan_action_flags f on f.order_id = o.id
        where o.disbursed_at is not null
          and (o.closed_at is null or to_char(o.closed_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') >= ${cutoff})
        order by o.order_no`),
    );
    let withheld = 0;
    const out = rows.map((r): BureauAccount => {
      const identity = r.steps.identity ?? {};
      const address = r.steps.address ?? {};
      const assetClass = isAssetClass(r.asset_class) ? r.asset_class : 'standard';
      // The default waits for the notice period: until then the account is reported current (decision 089).
      const hold = r.dpd > 0 && !mayReportDefault(r.noticed_on, reportedOn, noticeDays);
      if (hold) withheld += 1;
      return {
        names: (identity.name ?? '').split(/\s+/).reduce<string[]>((parts, word) => {
          const last = parts.at(-1);
          if (last !== undefined && `${last} ${word}`.length <= 26)
            parts[parts.length - 1] = `${last} ${word}`;
          else parts.push(word);
          return parts;
        }, []),
        birth: identity.birth ?? r.steps.age?.birth ?? '1900-01-01',
        gender: GENDERS[identity.sex ?? ''] ?? 'T',
        // Read through the field cipher for the file only: never logged, never returned by the API.
        pan: r.pan_enc ? cipher.decrypt(r.pan_enc, 'pan') : '',
        mobile: r.phone.replace(/\D/g, '').slice(-10) || null,
        email: r.steps.basic?.email ?? null,
        addressLines: [address.detailAddress ?? '', address.area ?? '', address.city ?? ''],
        stateCode: bureauStateCode(address.state ?? ''),
        pinCode: address.pinCode ?? '',
        accountNumber: r.order_no,
        openedOn: r.opened_on,
        lastPaymentOn: r.last_payment_on,
        closedOn: r.closed_on,
        sanctionedPaise: n(r.amount_paise),
        balancePaise: r.closed_on ? 0 : n(r.balance),
        overduePaise: hold ? 0 : n(r.overdue),
        dpd: hold ? 0 : n(r.dpd),
        assetClass: hold && assetClass !== 'written_off' ? 'standard' : assetClass,
        writtenOffSettled: r.reporting_status ?? (r.restructured_on ? 'restructured' : null),
        writtenOffPaise: r.reporting_status === 'written_off' ? n(r.written_off_paise) : null,
        settlementPaise: r.reporting_status === 'settled' ? n(r.settlement_agreed_paise) : null,
      };
    });
    return { accounts: out, withheld };
  }

  /** Makes, stores (encrypted) and returns a file; audited when a person asked for it. */
  async function generate(cycle: BureauHeader['cycle'], staffId: string | null) {
    const now = clock.now();
    const reportedOn = istDayKey(now);
    const header: BureauHeader = {
      memberId: member.id,
      memberShortName: member.shortName,
      cycle,
      reportedOn,
    };
    const { accounts: list, withheld } = await accounts(reportedOn);
    const content = bureauFile(header, list);
    const stored = await transact(db, async (tx) => {
      const [row] = await tx
        .insert(bureauFiles)
        .values({
          cycle,
          reportedOn,
          records: list.length,
          withheld,
          contentEnc: cipher.encrypt(content, 'bureau-file'),
          generatedBy: staffId,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: bureauFiles.id });
      if (row && staffId) {
        await auditRepository.record(
          tx,
          {
            staffId,
            action: 'reports.bureau_file',
            subjectType: 'bureau_file',
            subjectId: row.id,
            after: { reportedOn, records: list.length, withheld },
          },
          now,
        );
      }
      return row ?? null;
    });
    return { id: stored?.id ?? null, reportedOn, records: list.length, withheld, content };
  }

  return {
    noticeFirstDefaults,
    /** On demand, from the console. */
    onDemand: (staffId: string) => generate('OD', staffId),
    /** The daily tick: notices first, then on the 15th and the last day of the month the file (once). */
    async tick(): Promise<{ noticed: number; file: boolean }> {
      const noticed = await noticeFirstDefaults();
      const today = istDayKey(clock.now());
      if (!isReportingDay(today)) return { noticed, file: false };
      const cycle = today.slice(8) === '15' ? '15' : 'ME';
      const [already] = await db
        .select({ id: bureauFiles.id })
        .from(bureauFiles)
        .where(and(eq(bureauFiles.reportedOn, today), eq(bureauFiles.cycle, cycle)));
      if (already) return { noticed, file: false };
      const made = await generate(cycle, null);
      if (made.id) deps.logger.info({ records: made.records, withheld: made.withheld }, 'bureau file made');
      return { noticed, file: made.id !== null };
    },
  };
}

export type BureauService = ReturnType<typeof createBureauService>;
