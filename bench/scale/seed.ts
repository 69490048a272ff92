// Seeds the scale database rs_scale: 1,000,000 approved customers, each with
// one disbursed loan (instalments, disbursal and accrual journals, payout),
// a quarter of them with a settled older loan too (repayment and its
// journals), and sessions for a sample. The app's own migrations make the
// schema; the app's domain code prices and accrues a few thousand loan
// templates (every start day, amount and rate in the mix), and set-based SQL
// (INSERT ... SELECT over generate_series) stamps them onto the customers.
// Shape of the data: bench/scale/README-data.md.
// Run: npm run bench:scale:seed -w bench   (drops and recreates rs_scale)

import { performance } from 'node:perf_hooks';
import {
  accrualJournal,
  accrueDay,
  addDays,
  applyPayment,
  type BookInstalment,
  type BookTerms,
  DEFAULT_PRICING,
  disbursalJournal,
  istDayKey,
  type LedgerLine,
  openBook,
  payoffOwing,
  quoteWithdrawal,
  repaymentJournal,
  verhoeffCheckDigit,
} from '@app/domain';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { createFieldCipher } from '../../apps/api/src/lib/field-cipher';
import { checkStep, type StoredApplicationSteps } from '../../apps/api/src/modules/application';
import { SCALE_CUSTOMERS, SCALE_DB_URL, SCALE_ENV } from './fixture';

const N = SCALE_CUSTOMERS;
/** "Today" of the seeded books (IST day): due days and accruals are laid out around it. */
const TODAY = process.env.SCALE_TODAY ?? istDayKey(new Date());
const YESTERDAY = addDays(TODAY, -1);
/** Distinct identities (Aadhaar, PAN, account: encrypted, blind-indexed): customer n has identity n % POOL. */
const POOL = 5_000;
const AMOUNTS = [5_000_00, 10_000_00, 15_000_00, 20_000_00, 25_000_00];
const RATES = [400, 500, 600];
const QUOTA = 30_000_00;
const IFSC = 'SBIN0000001';
const PRICING = DEFAULT_PRICING;
const TERMS: BookTerms = { ...PRICING, dailyRatePpm: 0 };

const started = performance.now();
const lap = (() => {
  let last = started;
  return (label: string) => {
    const now = performance.now();
    console.log(`${label.padEnd(52)} ${((now - last) / 1000).toFixed(1).padStart(7)} s`);
    last = now;
  };
})();

// ---------------------------------------------------------------- templates

interface Template {
  kind: 'active' | 'settled';
  tpl: number;
  start_day: string;
  end_day: string;
  /** Settled: the day it was paid off. */
  pay_day: string | null;
  amount_paise: number;
  daily_rate_ppm: number;
  term_months: number;
  term_days: number;
  installment_days: number;
  service_fee_paise: number;
  credit_report_fee_paise: number;
  ticket_fee_paise: number;
  gst_paise: number;
  coupon_paise: number;
  total_deduction_paise: number;
  received_paise: number;
  interest_paise: number;
  total_repayable_paise: number;
  apr_bps: number;
  schedule: unknown;
  accrued_through: string;
  ever_overdue: boolean;
  repay_amount_paise: number | null;
  allocation: Record<string, number> | null;
}
interface TemplateInstalment extends BookInstalment {
  kind: string;
  tpl: number;
}
interface TemplateLine {
  kind: string;
  tpl: number;
  journal: 'disbursal' | 'accrual' | 'recognise' | 'repayment';
  account: string;
  amount_paise: number;
}

const templates: Template[] = [];
const instalments: TemplateInstalment[] = [];
const lines: TemplateLine[] = [];

function accrue(book: BookInstalment[], from: string, to: string, dailyRatePpm: number) {
  let current = book;
  let interest = 0;
  let penal = 0;
  for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) {
    const step = accrueDay(current, d, { ...TERMS, dailyRatePpm });
    current = step.book;
    interest += step.interestPaise;
    penal += step.penalPaise;
  }
  return { book: current, interest, penal };
}

function addLines(kind: string, tpl: number, journal: TemplateLine['journal'], journalLines: LedgerLine[]) {
  for (const l of journalLines)
    lines.push({ kind, tpl, journal, account: l.account, amount_paise: l.amountPaise });
}

function template(kind: Template['kind'], tpl: number, startDay: string, amountPaise: number, rate: number) {
  const quote = quoteWithdrawal({
    amountPaise,
    termMonths: 3,
    dailyRatePpm: rate,
    couponFacePaise: 0,
    startDay,
    config: PRICING,
  });
  addLines(kind, tpl, 'disbursal', disbursalJournal(quote));
  const row: Template = {
    kind,
    tpl,
    start_day: startDay,
    end_day: quote.endDay,
    pay_day: null,
    amount_paise: quote.amountPaise,
    daily_rate_ppm: rate,
    term_months: quote.termMonths,
    term_days: quote.termDays,
    installment_days: quote.installmentDays,
    service_fee_paise: quote.serviceFeePaise,
    credit_report_fee_paise: quote.creditReportFeePaise,
    ticket_fee_paise: quote.ticketFeePaise,
    gst_paise: quote.gstPaise,
    coupon_paise: quote.couponPaise,
    total_deduction_paise: quote.totalDeductionPaise,
    received_paise: quote.receivedPaise,
    interest_paise: quote.interestPaise,
    total_repayable_paise: quote.totalRepayablePaise,
    apr_bps: quote.aprBps,
    schedule: quote.schedule,
    accrued_through: startDay,
    ever_overdue: false,
    repay_amount_paise: null,
    allocation: null,
  };
  templates.push(row);
  return { row, book: openBook(quote.schedule, startDay) };
}

/** Active loan of a customer: disbursed k days ago, accrued through yesterday. */
const activeTpl = (k: number, a: number, r: number) => ((k - 1) * AMOUNTS.length + a) * RATES.length + r;
for (let k = 1; k <= 45; k++) {
  for (let a = 0; a < AMOUNTS.length; a++) {
    for (let r = 0; r < RATES.length; r++) {
      const tpl = activeTpl(k, a, r);
      const rate = RATES[r] as number;
      const { row, book } = template('active', tpl, addDays(TODAY, -k), AMOUNTS[a] as number, rate);
      const accrued = accrue(book, row.start_day, YESTERDAY, rate);
      if (accrued.interest + accrued.penal > 0) {
        addLines('active', tpl, 'accrual', accrualJournal(accrued.interest, accrued.penal));
      }
      row.accrued_through = YESTERDAY;
      row.ever_overdue = accrued.penal > 0;
      for (const i of accrued.book) instalments.push({ kind: 'active', tpl, ...i });
    }
  }
}

/** Settled older loan: disbursed 60..149 days ago, paid off in full 5..9 days later (before its first due day). */
const SETTLED_AGES = 90;
const SETTLED_PAY = 5;
const settledTpl = (s: number, p: number, a: number, r: number) =>
  ((s * SETTLED_PAY + p) * AMOUNTS.length + a) * RATES.length + r;
for (let s = 0; s < SETTLED_AGES; s++) {
  for (let p = 0; p < SETTLED_PAY; p++) {
    for (let a = 0; a < AMOUNTS.length; a++) {
      for (let r = 0; r < RATES.length; r++) {
        const tpl = settledTpl(s, p, a, r);
        const rate = RATES[r] as number;
        const { row, book } = template('settled', tpl, addDays(TODAY, -(60 + s)), AMOUNTS[a] as number, rate);
        const payDay = addDays(row.start_day, 5 + p);
        const accrued = accrue(book, row.start_day, payDay, rate);
        if (accrued.interest + accrued.penal > 0) {
          addLines('settled', tpl, 'accrual', accrualJournal(accrued.interest, accrued.penal));
        }
        const payoff = payoffOwing(accrued.book).totalPaise;
        const paid = applyPayment(accrued.book, payoff, payDay, 'full');
        if (!paid.settled) throw new Error(`settled template ${tpl} did not settle`);
        if (paid.recognisedInterestPaise > 0) {
          addLines('settled', tpl, 'recognise', accrualJournal(paid.recognisedInterestPaise, 0));
        }
        addLines(
          'settled',
          tpl,
          'repayment',
          repaymentJournal({
            collectedPaise: payoff,
            couponPaise: 0,
            principalPaise: paid.principalPaise,
            interestPaise: paid.interestPaise,
            penalPaise: paid.penalPaise,
            excessPaise: paid.excessPaise,
          }),
        );
        row.pay_day = payDay;
        row.accrued_through = payDay;
        row.repay_amount_paise = payoff;
        row.allocation = {
          principalPaise: paid.principalPaise,
          interestPaise: paid.interestPaise,
          penalPaise: paid.penalPaise,
          excessPaise: paid.excessPaise,
        };
        for (const i of paid.book) instalments.push({ kind: 'settled', tpl, ...i });
      }
    }
  }
}
lap(`templates (${templates.length} loans, domain pricing and accrual)`);

// ---------------------------------------------------------------- identity pool

const cipher = createFieldCipher(SCALE_ENV.DATA_ENCRYPTION_KEY);
const NAMES = [
  'Asha Verma',
  'Ravi Kumar',
  'Priya Nair',
  'Arjun Singh',
  'Meena Iyer',
  'Karan Mehta',
  'Divya Rao',
];
const pool: Record<string, unknown>[] = [];
for (let i = 0; i < POOL; i++) {
  const first11 = `${2 + (i % 8)}${String(i).padStart(10, '0')}`;
  const aadhaar = `${first11}${verhoeffCheckDigit(first11)}`;
  const pan = `ABCPE${String(i).padStart(4, '0')}F`;
  const account = `1234${String(i).padStart(8, '0')}`;
  const ctx = { phone: '7000000000', saved: {} as StoredApplicationSteps };
  const identity = checkStep(
    'identity',
    {
      name: NAMES[i % NAMES.length],
      sex: i % 2 ? 'male' : 'female',
      birth: `19${80 + (i % 20)}-0${1 + (i % 9)}-1${i % 10}`,
      aadhaar,
      pan,
      resident: true,
      kycMode: 'card_photos',
    },
    ctx,
  );
  const basic = checkStep(
    'basic',
    {
      email: `customer${i}@example.in`,
      whatsApp: '9123456780',
      loanPurpose: 'medical',
      maritalStatus: 'single',
      education: 'university',
      occupation: 'office_employee',
    },
    ctx,
  );
  const career = checkStep(
    'career',
    {
      occupation: 'office_employee',
      companyName: 'Infosys Ltd',
      workingYears: 'gt_2y',
      incomeLevel: '30001_50000',
      nextSalary: 1 + (i % 28),
      industry: 'it',
    },
    ctx,
  );
  const address = checkStep(
    'address',
    {
      pinCode: '560001',
      state: 'Karnataka',
      city: 'Bangalore',
      area: 'Bangalore GPO',
      detailAddress: `${1 + (i % 200)} MG Road, 3rd cross`,
    },
    ctx,
  );
  const contacts = checkStep(
    'contacts',
    {
      contacts: [
        { name: 'Ravi Verma', phone: '9811111111', relationship: 'parents' },
        { name: 'Meena Iyer', phone: '9822222222', relationship: 'friends' },
        { name: 'Kiran Rao', phone: '9833333333', relationship: 'sisters' },
      ],
    },
    { ...ctx, saved: { ...basic.stored } },
  );
  const bank = checkStep('bank', { ifsc: IFSC, accountNumber: account, confirmAccountNumber: account }, ctx);
  pool.push({
    idx: i,
    steps: {
      ...identity.stored,
      ...basic.stored,
      ...career.stored,
      ...address.stored,
      ...contacts.stored,
      ...bank.stored,
    },
    aadhaar_index: cipher.blindIndex(aadhaar, 'aadhaar'),
    pan_enc: cipher.encrypt(pan, 'pan'),
    pan_index: cipher.blindIndex(pan, 'pan'),
    account_enc: cipher.encrypt(account, 'account'),
  });
}
lap(`identity pool (${POOL}, app step rules and field cipher)`);

// ---------------------------------------------------------------- database

const target = new URL(SCALE_DB_URL);
const dbName = target.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`unexpected database name ${dbName}`);
const adminUrl = new URL(SCALE_DB_URL);
adminUrl.pathname = '/postgres';
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.query(`create database ${dbName}`);
await admin.end();
const database = await openDatabase({ databaseUrl: SCALE_DB_URL, dataDir: 'memory://' });
await migrateDatabase(database);
await database.close();
lap(`database ${dbName} recreated, app migrations applied`);

/*
 * Other work on the machine may restart PostgreSQL mid-load. Every statement
 * below is one autocommitted statement, so a statement cut off is rolled back
 * and simply runs again once the server is back; one that committed before
 * its answer was lost finds its object there (drops say "if exists", adds
 * treat "already exists" as done).
 */
const SESSION_SETTINGS = [
  `set synchronous_commit = off`,
  `set work_mem = '256MB'`,
  `set maintenance_work_mem = '1GB'`,
  `set max_parallel_maintenance_workers = 1`,
];
let client = await connect();
async function connect(): Promise<pg.Client> {
  for (let attempt = 1; ; attempt++) {
    const c = new pg.Client({ connectionString: SCALE_DB_URL });
    c.on('error', () => {
      // A terminated connection: the next query reconnects.
    });
    try {
      await c.connect();
      for (const setting of SESSION_SETTINGS) await c.query(setting);
      return c;
    } catch (err) {
      await c.end().catch(() => undefined);
      if (attempt >= 60) throw err;
      await new Promise((r) => setTimeout(r, 2_000));
    }
  }
}
const RECONNECT_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE']);
const isDisconnect = (err: unknown) => {
  const e = err as { code?: string; message?: string };
  return (
    RECONNECT_CODES.has(e.code ?? '') || /Connection terminated|not queryable|ended/i.test(e.message ?? '')
  );
};
const q = async (label: string | null, text: string, values?: unknown[]): Promise<pg.QueryResult> => {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await client.query(text, values);
      if (label)
        lap(`${label}${result.rowCount ? ` (${result.rowCount.toLocaleString('en-US')} rows)` : ''}`);
      return result;
    } catch (err) {
      const code = (err as { code?: string }).code;
      // Re-run after a lost answer: the object was made by the run that was cut off.
      if (attempt > 1 && (code === '42P07' || code === '42710' || code === '42P16')) return err as never;
      if (!isDisconnect(err) || attempt >= 10) throw err;
      console.warn(`PostgreSQL went away (${code ?? (err as Error).message}): reconnecting, then again`);
      await client.end().catch(() => undefined);
      client = await connect();
    }
  }
};

// Staging: the templates, their instalments and journal lines, the identity pool, the customer map.
await q(
  null,
  `create table seed_tpl (
    kind text, tpl int, start_day text, end_day text, pay_day text, amount_paise bigint, daily_rate_ppm int,
    term_months int, term_days int, installment_days int, service_fee_paise bigint, credit_report_fee_paise bigint,
    ticket_fee_paise bigint, gst_paise bigint, coupon_paise bigint, total_deduction_paise bigint,
    received_paise bigint, interest_paise bigint, total_repayable_paise bigint, apr_bps int, schedule jsonb,
    accrued_through text, ever_overdue boolean, repay_amount_paise bigint, allocation jsonb,
    primary key (kind, tpl));
  create table seed_tpl_inst (
    kind text, tpl int, number int, period_start text, due_day text, principal_paise bigint,
    interest_base_paise bigint, interest_offset_paise bigint, interest_paise bigint,
    accrued_interest_paise bigint, penal_paise bigint, penalty_fee_paise bigint, paid_principal_paise bigint,
    paid_interest_paise bigint, paid_penal_paise bigint, paid_day text);
  create table seed_tpl_line (kind text, tpl int, journal text, account text, amount_paise bigint);
  create function seed_uuid(text) returns uuid language sql immutable parallel safe as
    $$ select (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18))::uuid from md5($1) h $$;
  create table seed_pool (idx int primary key, steps jsonb, aadhaar_index text,
    pan_enc text, pan_index text, account_enc text);`,
);
const camel = (i: TemplateInstalment) => ({
  kind: i.kind,
  tpl: i.tpl,
  number: i.number,
  period_start: i.periodStart,
  due_day: i.dueDay,
  principal_paise: i.principalPaise,
  interest_base_paise: i.interestBasePaise,
  interest_offset_paise: i.interestOffsetPaise,
  interest_paise: i.interestPaise,
  accrued_interest_paise: i.accruedInterestPaise,
  penal_paise: i.penalPaise,
  penalty_fee_paise: i.penaltyFeePaise,
  paid_principal_paise: i.paidPrincipalPaise,
  paid_interest_paise: i.paidInterestPaise,
  paid_penal_paise: i.paidPenalPaise,
  paid_day: i.paidDay,
});
const load = (table: string, rows: unknown[]) =>
  q(null, `insert into ${table} select * from jsonb_populate_recordset(null::${table}, $1::jsonb)`, [
    JSON.stringify(rows),
  ]);
await load('seed_tpl', templates);
await load('seed_tpl_inst', instalments.map(camel));
await load('seed_tpl_line', lines);
await load('seed_pool', pool);
await q(null, `analyze seed_tpl; analyze seed_tpl_inst; analyze seed_tpl_line; analyze seed_pool`);

/*
 * Customer n: amount AMOUNTS[(n/7)%5], rate RATES[(n/11)%3]; 80% took their
 * loan 1..15 days ago (not yet due: D-14 .. due today), 20% 16..45 days ago
 * (first instalment overdue 1..30 days); every fourth (n%4=0) also has a
 * settled loan taken 60..149 days ago and paid off 5..9 days later.
 */
await q(
  'customer map',
  `create table seed_map as
   select n, seed_uuid('c' || n) as cid, seed_uuid('a' || n) as aid, seed_uuid('o' || n) as oid,
     case when n % 4 = 0 then seed_uuid('s' || n) end as sid,
     ((k - 1) * 5 + a) * 3 + r as ta,
     case when n % 4 = 0 then ((((n / 17) % ${SETTLED_AGES}) * ${SETTLED_PAY} + (n / 19) % ${SETTLED_PAY}) * 5 + a) * 3 + r end as ts,
     n % ${POOL} as pool,
     (array[${RATES.join(',')}])[r + 1] as rate
   from (select n, (n / 7) % 5 as a, (n / 11) % 3 as r,
           case when n % 10 >= 8 then 16 + (n / 13) % 30 else 1 + (n / 13) % 15 end as k
         from generate_series(1, ${N}) n) g`,
);

// Drop every key, index and foreign key of the app's tables, load, then build them again (sorted, once).
const constraints = (
  await q(
    null,
    `select conrelid::regclass::text as tbl, conname, contype, pg_get_constraintdef(oid) as def
     from pg_constraint where connamespace = 'public'::regnamespace and contype in ('p', 'u', 'f')
       and conrelid::regclass::text not like 'seed_%'`,
  )
).rows as { tbl: string; conname: string; contype: string; def: string }[];
const indexes = (
  await q(
    null,
    `select indexname, indexdef from pg_indexes i
     where schemaname = 'public' and tablename not like 'seed_%'
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.connamespace = 'public'::regnamespace)`,
  )
).rows as { indexname: string; indexdef: string }[];
for (const c of constraints.filter((c) => c.contype === 'f')) {
  await q(null, `alter table ${c.tbl} drop constraint if exists "${c.conname}"`);
}
for (const i of indexes) await q(null, `drop index if exists "${i.indexname}"`);
for (const c of constraints.filter((c) => c.contype !== 'f')) {
  await q(null, `alter table ${c.tbl} drop constraint if exists "${c.conname}"`);
}
lap(`dropped ${constraints.length} constraints and ${indexes.length} indexes for the load`);

const at = (day: string, time: string) => `((${day}) || 'T${time}+05:30')::timestamptz`;
/** The IST day a customer joined: 3 days before their first loan. */
const joined = `to_char(((coalesce(ts_.start_day, ta_.start_day))::date - 3), 'YYYY-MM-DD')`;
const withTemplates = `from seed_map m
  join seed_tpl ta_ on ta_.kind = 'active' and ta_.tpl = m.ta
  left join seed_tpl ts_ on ts_.kind = 'settled' and ts_.tpl = m.ts`;

await q(
  'customers',
  `insert into customers (id, phone, language, created_at, last_login_at)
   select m.cid, '7' || lpad(m.n::text, 9, '0'),
     case when m.n % 10 = 9 then 'hi' else 'en' end,
     ${at(joined, '09:00:00')}, ${at('ta_.start_day', '09:55:00')}
   ${withTemplates}`,
);
await q(
  'applications (approved)',
  `insert into applications (id, customer_id, state, consent_at, consent_version, steps, aadhaar_index,
     pan_enc, pan_index, account_enc, telemetry, submitted_at, expected_decision_at, review_count, decided_at,
     product, quota_paise, daily_rate_ppm, redo_photos, created_at, updated_at)
   select m.aid, m.cid, 'approved', ${at(joined, '09:05:00')}, '2026-11', p.steps, p.aadhaar_index,
     p.pan_enc, p.pan_index, p.account_enc, '{}', ${at(joined, '09:30:00')}, ${at(joined, '09:40:00')}, 1,
     ${at(joined, '09:35:00')}, 'personal', ${QUOTA}, m.rate, '[]', ${at(joined, '09:05:00')}, ${at(joined, '09:35:00')}
   ${withTemplates}
   join seed_pool p on p.idx = m.pool`,
);

const orderColumns = `id, order_no, customer_id, application_id, state, product, amount_paise, term_months, term_days,
  installment_days, daily_rate_ppm, service_fee_paise, credit_report_fee_paise, ticket_fee_paise, gst_paise,
  coupon_paise, total_deduction_paise, received_paise, interest_paise, total_repayable_paise, apr_bps, start_day,
  end_day, schedule, pricing, product_config_version, payout_account_enc, payout_ifsc, signed_at, disbursed_at,
  utr, closed_at, documents_read, created_at, updated_at`;
const orderValues = (t: string, id: string, seq: string, state: string, closed: string) => `
  ${id}, 'LN' || replace(${t}.start_day, '-', '') || upper(lpad(to_hex(${seq}), 8, '0')), m.cid, m.aid, '${state}',
  'personal', ${t}.amount_paise, ${t}.term_months, ${t}.term_days, ${t}.installment_days, ${t}.daily_rate_ppm,
  ${t}.service_fee_paise, ${t}.credit_report_fee_paise, ${t}.ticket_fee_paise, ${t}.gst_paise, ${t}.coupon_paise,
  ${t}.total_deduction_paise, ${t}.received_paise, ${t}.interest_paise, ${t}.total_repayable_paise, ${t}.apr_bps,
  ${t}.start_day, ${t}.end_day, ${t}.schedule, $1::jsonb, 1, p.account_enc, '${IFSC}',
  ${at(`${t}.start_day`, '10:05:00')}, ${at(`${t}.start_day`, '10:10:00')}, lpad((${seq})::text, 12, '0'),
  ${closed},
  jsonb_build_object('kfs', to_char(${at(`${t}.start_day`, '10:01:00')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"'),
    'letter', to_char(${at(`${t}.start_day`, '10:02:00')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"'),
    'loan', to_char(${at(`${t}.start_day`, '10:03:00')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')),
  ${at(`${t}.start_day`, '10:00:00')}, ${closed === 'null' ? at(`${t}.start_day`, '10:10:00') : closed}`;
await q(
  'loan_orders (disbursed)',
  `insert into loan_orders (${orderColumns})
   select ${orderValues('ta_', 'm.oid', 'm.n * 2', 'disbursed', 'null')}
   ${withTemplates} join seed_pool p on p.idx = m.pool`,
  [JSON.stringify(PRICING)],
);
await q(
  'loan_orders (settled)',
  `insert into loan_orders (${orderColumns})
   select ${orderValues('ts_', 'm.sid', 'm.n * 2 + 1', 'settled', at('ts_.pay_day', '11:00:00'))}
   ${withTemplates} join seed_pool p on p.idx = m.pool where m.sid is not null`,
  [JSON.stringify(PRICING)],
);
// Each loan's account (decision 055): its accrual state, and the terms the accrual reads.
const accountValues = (t: string, id: string, accruing: boolean) => `${id}, ${accruing}, ${t}.accrued_through,
  ${t}.ever_overdue, ${t}.daily_rate_ppm, ${PRICING.penalDailyPpm}, ${PRICING.penaltyFeePaise}`;
const accountColumns = `order_id, accruing, accrued_through, ever_overdue, daily_rate_ppm, penal_daily_ppm,
  penalty_fee_paise`;
await q(
  'loan_accounts (disbursed)',
  `insert into loan_accounts (${accountColumns}) select ${accountValues('ta_', 'm.oid', true)} ${withTemplates}`,
);
await q(
  'loan_accounts (settled)',
  `insert into loan_accounts (${accountColumns}) select ${accountValues('ts_', 'm.sid', false)} ${withTemplates}
   where m.sid is not null`,
);

const instColumns = `order_id, number, period_start, due_day, principal_paise, interest_base_paise, interest_offset_paise,
  interest_paise, accrued_interest_paise, penal_paise, penalty_fee_paise, paid_principal_paise, paid_interest_paise,
  paid_penal_paise, paid_day`;
const instSelect = (id: string) => `${id}, i.number, i.period_start, i.due_day, i.principal_paise,
  i.interest_base_paise, i.interest_offset_paise, i.interest_paise, i.accrued_interest_paise, i.penal_paise,
  i.penalty_fee_paise, i.paid_principal_paise, i.paid_interest_paise, i.paid_penal_paise, i.paid_day`;
await q(
  'loan_instalments (active)',
  `insert into loan_instalments (${instColumns})
   select ${instSelect('m.oid')} from seed_map m join seed_tpl_inst i on i.kind = 'active' and i.tpl = m.ta`,
);
await q(
  'loan_instalments (settled)',
  `insert into loan_instalments (${instColumns})
   select ${instSelect('m.sid')} from seed_map m join seed_tpl_inst i on i.kind = 'settled' and i.tpl = m.ts
   where m.sid is not null`,
);

await q(
  'repayments (settled loans, paid in full)',
  `insert into repayments (id, order_id, customer_id, kind, method, state, amount_paise, coupon_paise, reference,
     gateway_ref, quoted_day, allocation, created_at, updated_at, settled_at)
   select seed_uuid('r' || m.n), m.sid, m.cid, 'full', 'gateway', 'succeeded', t.repay_amount_paise, 0,
     'RS' || lpad(m.n::text, 10, '0'), 'GW' || lpad(m.n::text, 10, '0'), t.pay_day, t.allocation,
     ${at('t.pay_day', '10:55:00')}, ${at('t.pay_day', '11:00:00')}, ${at('t.pay_day', '11:00:00')}
   from seed_map m join seed_tpl t on t.kind = 'settled' and t.tpl = m.ts where m.sid is not null`,
);

/*
 * Journals: one per (order, journal kind) present in its template, keyed as the
 * app keys them: disbursal:<order>, accrual:<order>:<day>, recognise:<repayment>,
 * repayment:<repayment>. Id seed_uuid(<journal kind><order id>).
 */
await q(
  'ledger_journals',
  `insert into ledger_journals (id, kind, event_key, customer_id, order_id, created_at)
   select seed_uuid(j.journal || o.id),
     case j.journal when 'recognise' then 'accrual' else j.journal end,
     case j.journal
       when 'disbursal' then 'disbursal:' || o.id
       when 'accrual' then 'accrual:' || o.id || ':' || t.accrued_through
       else j.journal || ':' || seed_uuid('r' || m.n) end,
     m.cid, o.id,
     case j.journal when 'disbursal' then ${at('t.start_day', '10:10:00')}
       when 'accrual' then case when o.kind = 'active' then ${at('t.accrued_through', '00:30:00')}
         else ${at('t.pay_day', '11:00:00')} end
       else ${at('t.pay_day', '11:00:00')} end
   from seed_map m
   cross join lateral (values ('active', m.oid, m.ta), ('settled', m.sid, m.ts)) o(kind, id, tpl)
   join seed_tpl t on t.kind = o.kind and t.tpl = o.tpl
   join (select distinct kind, tpl, journal from seed_tpl_line) j on j.kind = o.kind and j.tpl = o.tpl
   where o.id is not null`,
);
await q(
  'ledger_entries',
  `insert into ledger_entries (journal_id, order_id, account, amount_paise)
   select seed_uuid(l.journal || o.id), o.id, l.account, l.amount_paise
   from seed_map m
   cross join lateral (values ('active', m.oid, m.ta), ('settled', m.sid, m.ts)) o(kind, id, tpl)
   join seed_tpl_line l on l.kind = o.kind and l.tpl = o.tpl
   where o.id is not null`,
);
await q(
  'payout_attempts (succeeded)',
  `insert into payout_attempts (order_id, attempt, idempotency_key, state, account_enc, ifsc, amount_paise, utr,
     requested_at, settled_at)
   select o.id, 1, o.id || '-1', 'succeeded', o.payout_account_enc, o.payout_ifsc, o.received_paise, o.utr,
     o.signed_at, o.disbursed_at
   from loan_orders o`,
);

// A live session for every customer: token tokenFor(n) (fixture.ts), stored as the app stores it (sha256 hex).
const now = new Date();
await q(
  'sessions (one per customer)',
  `insert into sessions (token_hash, customer_id, created_at, expires_at, user_agent)
   select encode(sha256(convert_to(translate(rtrim(encode(sha256(convert_to('rs-scale-session:' || m.n, 'UTF8')),
       'base64'), '='), '+/', '-_'), 'UTF8')), 'hex'),
     m.cid, $1::timestamptz, $2::timestamptz, 'rs-scale-bench'
   from seed_map m`,
  [now.toISOString(), new Date(now.getTime() + 30 * 86_400_000).toISOString()],
);

for (const c of constraints.filter((c) => c.contype !== 'f')) {
  await q(null, `alter table ${c.tbl} add constraint "${c.conname}" ${c.def}`);
}
lap('primary keys and unique constraints rebuilt');
for (const i of indexes) await q(null, i.indexdef);
lap(`${indexes.length} indexes rebuilt`);
for (const c of constraints.filter((c) => c.contype === 'f')) {
  await q(null, `alter table ${c.tbl} add constraint "${c.conname}" ${c.def} not valid`);
}
if (process.env.SCALE_VALIDATE_FKS !== '0') {
  for (const c of constraints.filter((c) => c.contype === 'f')) {
    await q(null, `alter table ${c.tbl} validate constraint "${c.conname}"`);
  }
  lap('foreign keys added and validated');
} else {
  lap('foreign keys added (not validated: SCALE_VALIDATE_FKS=0)');
}

await q(
  null,
  `drop table seed_map, seed_tpl, seed_tpl_inst, seed_tpl_line, seed_pool; drop function seed_uuid(text)`,
);
const unbalanced = await q(
  null,
  `select count(*)::int as n from (select journal_id from ledger_entries group by journal_id
   having sum(amount_paise) <> 0) x`,
);
lap(`ledger check: ${unbalanced.rows[0].n} unbalanced journals`);
await q(null, `vacuum (analyze) `);
lap('vacuum analyze');

const counts = await q(
  null,
  `select relname, n_live_tup::bigint as rows from pg_stat_user_tables where n_live_tup > 0 order by n_live_tup desc`,
);
await client.end();
const total = (performance.now() - started) / 1000;
console.log(`\nrs_scale seeded for ${TODAY} in ${total.toFixed(0)} s (${(total / 60).toFixed(1)} min)`);
for (const r of counts.rows as { relname: string; rows: string }[]) {
  console.log(`  ${r.relname.padEnd(24)} ${Number(r.rows).toLocaleString('en-US').padStart(12)}`);
}
