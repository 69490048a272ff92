/**
 * The consumer reporting file for the credit information companies, in the
 * tagged-segment layout of TransUnion CIBIL's data input format (TUDF) that
 * RBI's Uniform Credit Reporting Format (Consumer) follows (decision 089).
 * A segment is its 2-letter tag, a 2-digit length and its identifier
 * ("PN03N01"); each field is a 2-digit field tag, a 2-digit length and the
 * value ("0108RAVI KUMAR"). One record per account: PN ID PT? EC? PA TL ES;
 * the file opens with HD and closes with TS. Lines end with CRLF.
 */
export const SEGMENT_TAGS = ['HD', 'PN', 'ID', 'PT', 'EC', 'PA', 'TL', 'TS'] as const;
export type SegmentTag = (typeof SEGMENT_TAGS)[number];

export type FieldKind = 'text' | 'date' | 'amount' | 'digits' | 'code';

export interface FieldSpec {
  tag: string;
  name: string;
  kind: FieldKind;
  /** Longest value allowed; a date is always 8 (DDMMYYYY). */
  max: number;
  mandatory: boolean;
  /** For 'code': the values allowed. */
  codes?: readonly string[];
}

const f = (
  tag: string,
  name: string,
  kind: FieldKind,
  max: number,
  mandatory: boolean,
  codes?: readonly string[],
): FieldSpec => ({ tag, name, kind, max: kind === 'date' ? 8 : max, mandatory, ...(codes ? { codes } : {}) });

/** Account type 05: personal loan. Ownership 1: individual. */
export const ACCOUNT_TYPE_PERSONAL_LOAN = '05';
export const OWNERSHIP_INDIVIDUAL = '1';
/** Asset classification codes: 01 standard, 02 sub-standard, 03 doubtful, 04 loss, 05 special mention. */
export const ASSET_CLASSIFICATION_CODES = ['01', '02', '03', '04', '05'] as const;
/** Written-off and settled status: 00 restructured, 02 written off, 03 settled, 04 post-write-off settled. */
export const WRITTEN_OFF_SETTLED_CODES = ['00', '02', '03', '04'] as const;

/** Each segment's identifier and its fields, in the order they are written. */
export const SEGMENTS: Readonly<Record<SegmentTag, { id: string; fields: readonly FieldSpec[] }>> = {
  HD: {
    id: 'H01',
    fields: [
      f('01', 'member id', 'text', 10, true),
      f('02', 'member short name', 'text', 16, true),
      f('03', 'cycle', 'code', 2, true, ['15', 'ME', 'OD']),
      f('04', 'date reported', 'date', 8, true),
      f('05', 'format version', 'code', 2, true, ['12']),
    ],
  },
  PN: {
    id: 'N01',
    fields: [
      f('01', 'name 1', 'text', 26, true),
      f('02', 'name 2', 'text', 26, false),
      f('03', 'name 3', 'text', 26, false),
      f('07', 'date of birth', 'date', 8, true),
      f('08', 'gender', 'code', 1, true, ['1', '2', '3']),
    ],
  },
  ID: {
    id: 'I01',
    fields: [f('01', 'id type', 'code', 2, true, ['01']), f('02', 'id number', 'text', 30, true)],
  },
  PT: {
    id: 'T01',
    fields: [
      f('01', 'telephone number', 'digits', 20, true),
      f('03', 'telephone type', 'code', 2, true, ['01']),
    ],
  },
  EC: { id: 'C01', fields: [f('01', 'e-mail', 'text', 125, true)] },
  PA: {
    id: 'A01',
    fields: [
      f('01', 'address line 1', 'text', 40, true),
      f('02', 'address line 2', 'text', 40, false),
      f('03', 'address line 3', 'text', 40, false),
      f('06', 'state code', 'digits', 2, true),
      f('07', 'pin code', 'digits', 6, true),
      f('08', 'address category', 'code', 2, true, ['02']),
    ],
  },
  TL: {
    id: 'T001',
    fields: [
      f('01', 'member short name', 'text', 16, true),
      f('02', 'account number', 'text', 25, true),
      f('04', 'account type', 'code', 2, true, [ACCOUNT_TYPE_PERSONAL_LOAN]),
      f('05', 'ownership indicator', 'code', 1, true, [OWNERSHIP_INDIVIDUAL]),
      f('08', 'date opened', 'date', 8, true),
      f('09', 'date of last payment', 'date', 8, false),
      f('10', 'date closed', 'date', 8, false),
      f('11', 'date reported', 'date', 8, true),
      f('12', 'sanctioned amount', 'amount', 9, true),
      f('13', 'current balance', 'amount', 9, true),
      f('14', 'amount overdue', 'amount', 9, true),
      f('15', 'days past due', 'digits', 3, true),
      f('22', 'written-off and settled status', 'code', 2, false, WRITTEN_OFF_SETTLED_CODES),
      f('26', 'asset classification', 'code', 2, true, ASSET_CLASSIFICATION_CODES),
      f('41', 'written-off amount', 'amount', 9, false),
      f('43', 'settlement amount', 'amount', 9, false),
    ],
  },
  TS: { id: 'S01', fields: [f('01', 'number of records', 'digits', 9, true)] },
};

/** A record's segment order: the optional ones may be left out, the rest must be there in this order. */
export const RECORD_ORDER: readonly { tag: SegmentTag; optional: boolean }[] = [
  { tag: 'PN', optional: false },
  { tag: 'ID', optional: false },
  { tag: 'PT', optional: true },
  { tag: 'EC', optional: true },
  { tag: 'PA', optional: false },
  { tag: 'TL', optional: false },
];

/** Closes each record. */
export const END_OF_RECORD = 'ES02**';
