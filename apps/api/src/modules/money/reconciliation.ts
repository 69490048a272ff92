/**
 * One line of the daily reconciliation, the gateway's record against the ledger: a payout, a
 * collection, an auto-debit (issue 32: what the mandate gateway took, the repayment it settled
 * plus any excess owed back) or the refund of such an excess through the payout gateway.
 */
export interface ReconLine {
  type:
    | 'payout'
    | 'collection'
    | 'mandate_debit'
    | 'mandate_refund'
    | 'receipt'
    | 'suspense'
    | 'receipt_refund';
  /** A receipt's method (decision 087). */
  method?: string;
  /** The order's number and our record's reference (attempt key or repayment reference). */
  orderNo: string;
  reference: string;
  /** The bank's UTR, when known. */
  utr: string | null;
  recordPaise: number | null;
  ledgerPaise: number | null;
  status: 'matched' | 'mismatch' | 'missing_in_ledger' | 'missing_in_gateway';
}

export interface ReconTotals {
  payoutsRecordPaise: number;
  payoutsLedgerPaise: number;
  collectionsRecordPaise: number;
  collectionsLedgerPaise: number;
  mandateDebitsRecordPaise: number;
  mandateDebitsLedgerPaise: number;
  mandateRefundsRecordPaise: number;
  mandateRefundsLedgerPaise: number;
  receiptsRecordPaise: number;
  receiptsLedgerPaise: number;
  suspenseRecordPaise: number;
  suspenseLedgerPaise: number;
  receiptRefundsRecordPaise: number;
  receiptRefundsLedgerPaise: number;
  matched: number;
  problems: number;
}

/** Pairs records and ledger amounts by key; what only one side has is "missing" on the other. */
export function pairUp(
  type: ReconLine['type'],
  records: ReadonlyMap<string, { orderNo: string; reference: string; utr: string | null; paise: number }>,
  ledger: ReadonlyMap<string, { orderNo: string; paise: number }>,
): ReconLine[] {
  const lines: ReconLine[] = [];
  for (const [key, record] of records) {
    const posted = ledger.get(key);
    lines.push({
      type,
      orderNo: record.orderNo,
      reference: record.reference,
      utr: record.utr,
      recordPaise: record.paise,
      ledgerPaise: posted?.paise ?? null,
      status: !posted ? 'missing_in_ledger' : posted.paise === record.paise ? 'matched' : 'mismatch',
    });
  }
  for (const [key, posted] of ledger) {
    if (records.has(key)) continue;
    lines.push({
      type,
      orderNo: posted.orderNo,
      reference: key,
      utr: null,
      recordPaise: null,
      ledgerPaise: posted.paise,
      status: 'missing_in_gateway',
    });
  }
  return lines;
}

export function totalsOf(lines: readonly ReconLine[]): ReconTotals {
  const sum = (type: ReconLine['type'], side: 'recordPaise' | 'ledgerPaise') =>
    lines.filter((l) => l.type === type).reduce((acc, l) => acc + (l[side] ?? 0), 0);
  const matched = lines.filter((l) => l.status === 'matched').length;
  return {
    payoutsRecordPaise: sum('payout', 'recordPaise'),
    payoutsLedgerPaise: sum('payout', 'ledgerPaise'),
    collectionsRecordPaise: sum('collection', 'recordPaise'),
    collectionsLedgerPaise: sum('collection', 'ledgerPaise'),
    mandateDebitsRecordPaise: sum('mandate_debit', 'recordPaise'),
    mandateDebitsLedgerPaise: sum('mandate_debit', 'ledgerPaise'),
    mandateRefundsRecordPaise: sum('mandate_refund', 'recordPaise'),
    mandateRefundsLedgerPaise: sum('mandate_refund', 'ledgerPaise'),
    receiptsRecordPaise: sum('receipt', 'recordPaise'),
    receiptsLedgerPaise: sum('receipt', 'ledgerPaise'),
    suspenseRecordPaise: sum('suspense', 'recordPaise'),
    suspenseLedgerPaise: sum('suspense', 'ledgerPaise'),
    receiptRefundsRecordPaise: sum('receipt_refund', 'recordPaise'),
    receiptRefundsLedgerPaise: sum('receipt_refund', 'ledgerPaise'),
    matched,
    problems: lines.length - matched,
  };
}

/**
 * RFC 4180 field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for
 * spreadsheets, except on a plain number ('-12.50' is an amount, not a formula).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Paise as the rupees every staff CSV carries (decision 092): exactly two decimals, no grouping,
 * '-' for a negative ('1726.67', '0.00', '-0.50'); integer arithmetic, so it is the paisa the
 * JSON and the console show. Such columns are named `*_rupees`.
 */
export function csvRupees(paise: number): string;
export function csvRupees(paise: number | null): string | null;
export function csvRupees(paise: number | null): string | null {
  if (paise === null) return null;
  const abs = Math.abs(paise);
  const rest = abs % 100;
  return `${paise < 0 ? '-' : ''}${(abs - rest) / 100}.${String(rest).padStart(2, '0')}`;
}

const rupees = csvRupees;

/** The report as CSV (CRLF lines), amounts in rupees with two decimals (`*_rupees`), and a totals row per type (every type, every day). */
export function reconciliationCsv(day: string, lines: readonly ReconLine[]): string {
  const header = ['day', 'type', 'order_no', 'reference', 'utr', 'record_rupees', 'ledger_rupees', 'status'];
  const rows = lines.map((l) => [
    day,
    l.method ? `${l.type}:${l.method}` : l.type,
    l.orderNo,
    l.reference,
    l.utr,
    rupees(l.recordPaise),
    rupees(l.ledgerPaise),
    l.status,
  ]);
  const t = totalsOf(lines);
  const problems = (type: ReconLine['type']) =>
    lines.filter((l) => l.type === type && l.status !== 'matched').length;
  for (const [type, record, ledger] of [
    ['payout', t.payoutsRecordPaise, t.payoutsLedgerPaise],
    ['collection', t.collectionsRecordPaise, t.collectionsLedgerPaise],
    ['mandate_debit', t.mandateDebitsRecordPaise, t.mandateDebitsLedgerPaise],
    ['mandate_refund', t.mandateRefundsRecordPaise, t.mandateRefundsLedgerPaise],
    ['receipt', t.receiptsRecordPaise, t.receiptsLedgerPaise],
    ['suspense', t.suspenseRecordPaise, t.suspenseLedgerPaise],
    ['receipt_refund', t.receiptRefundsRecordPaise, t.receiptRefundsLedgerPaise],
  ] as const) {
    const open = problems(type);
    rows.push([
      day,
      `total_${type}s`,
      null,
      null,
      null,
      rupees(record),
      rupees(ledger),
      open ? `${open} not matched` : 'matched',
    ]);
  }
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
