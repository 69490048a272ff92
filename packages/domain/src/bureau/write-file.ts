import type { AssetClass } from '../loan-book/classification';
import { END_OF_RECORD, SEGMENTS, type SegmentTag } from './format';

/** One account as the lender's books have it, amounts in paise, days as yyyy-mm-dd (India). */
export interface BureauAccount {
  names: readonly string[];
  birth: string;
  gender: 'M' | 'F' | 'T';
  /** The PAN in full (the file is the only place it leaves the encrypted store). */
  pan: string;
  /** 10-digit Indian mobile, without +91. */
  mobile: string | null;
  email: string | null;
  addressLines: readonly string[];
  stateCode: string;
  pinCode: string;
  accountNumber: string;
  openedOn: string;
  lastPaymentOn: string | null;
  closedOn: string | null;
  sanctionedPaise: number;
  balancePaise: number;
  overduePaise: number;
  dpd: number;
  assetClass: AssetClass;
  writtenOffSettled: 'written_off' | 'settled' | 'restructured' | null;
  writtenOffPaise: number | null;
  settlementPaise: number | null;
}

export interface BureauHeader {
  memberId: string;
  memberShortName: string;
  /** '15': the 15th's file, 'ME': month end, 'OD': on demand. */
  cycle: '15' | 'ME' | 'OD';
  reportedOn: string;
}

/** yyyy-mm-dd -> DDMMYYYY. */
export function bureauDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}${m}${y}`;
}

/** Whole rupees, paise rounded half up (the formats carry no decimals); never negative. */
export function wholeRupees(paise: number): string {
  return String(Math.max(0, Math.floor((paise + 50) / 100)));
}

/** Upper-case ASCII letters, digits and , . / - @ _ ; anything else a space, runs of spaces one. */
export function bureauText(value: string, max: number): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9,./\-@_ ]/g, ' ')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

const CLASS_CODES: Record<AssetClass, string> = {
  standard: '01',
  sma0: '05',
  sma1: '05',
  sma2: '05',
  npa: '02',
  written_off: '04',
};

const GENDER_CODES = { F: '1', M: '2', T: '3' } as const;
const SETTLED_CODES = { restructured: '00', written_off: '02', settled: '03' } as const;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A segment from its values by field tag; empty values are left out. */
function segment(tag: SegmentTag, values: Record<string, string | null | undefined>): string {
  const spec = SEGMENTS[tag];
  let out = `${tag}${pad2(spec.id.length)}${spec.id}`;
  for (const field of spec.fields) {
    const raw = values[field.tag];
    if (raw === null || raw === undefined || raw === '') continue;
    const value = field.kind === 'text' ? bureauText(raw, field.max) : raw;
    if (value === '') continue;
    out += `${field.tag}${pad2(value.length)}${value}`;
  }
  return out;
}

/** The record of one account: PN ID [PT] [EC] PA TL ES, one line. */
export function bureauRecord(header: BureauHeader, a: BureauAccount): string {
  const names = a.names.map((n) => bureauText(n, 26)).filter((n) => n !== '');
  const lines = a.addressLines.map((l) => bureauText(l, 40)).filter((l) => l !== '');
  return [
    segment('PN', {
      '01': names[0],
      '02': names[1],
      '03': names[2],
      '07': bureauDate(a.birth),
      '08': GENDER_CODES[a.gender],
    }),
    segment('ID', { '01': '01', '02': a.pan }),
    a.mobile ? segment('PT', { '01': a.mobile, '03': '01' }) : '',
    a.email ? segment('EC', { '01': a.email }) : '',
    segment('PA', {
      '01': lines[0],
      '02': lines[1],
      '03': lines.slice(2).join(' '),
      '06': a.stateCode,
      '07': a.pinCode,
      '08': '02',
    }),
    segment('TL', {
      '01': header.memberShortName,
      '02': a.accountNumber,
      '04': '05',
      '05': '1',
      '08': bureauDate(a.openedOn),
      '09': a.lastPaymentOn ? bureauDate(a.lastPaymentOn) : null,
      '10': a.closedOn ? bureauDate(a.closedOn) : null,
      '11': bureauDate(header.reportedOn),
      '12': wholeRupees(a.sanctionedPaise),
      '13': wholeRupees(a.balancePaise),
      '14': wholeRupees(a.overduePaise),
      '15': String(Math.min(a.dpd, 999)),
      '22': a.writtenOffSettled ? SETTLED_CODES[a.writtenOffSettled] : null,
      '26': CLASS_CODES[a.assetClass],
      '41': a.writtenOffPaise === null ? null : wholeRupees(a.writtenOffPaise),
      '43': a.settlementPaise === null ? null : wholeRupees(a.settlementPaise),
    }),
    END_OF_RECORD,
  ].join('');
}

/** The whole file: HD, one line per account, TS with the count; CRLF line ends. */
export function bureauFile(header: BureauHeader, accounts: readonly BureauAccount[]): string {
  const lines = [
    segment('HD', {
      '01': header.memberId,
      '02': header.memberShortName,
      '03': header.cycle,
      '04': bureauDate(header.reportedOn),
      '05': '12',
    }),
    ...accounts.map((a) => bureauRecord(header, a)),
    segment('TS', { '01': String(accounts.length) }),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
