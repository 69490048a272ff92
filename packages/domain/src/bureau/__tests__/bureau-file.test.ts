import { describe, expect, it } from 'vitest';
import {
  type BureauAccount,
  type BureauHeader,
  bureauFile,
  isReportingDay,
  mayReportDefault,
  validateBureauFile,
  wholeRupees,
} from '../index';

const header: BureauHeader = {
  memberId: 'NB00000001',
  memberShortName: 'Setu Finance',
  cycle: '15',
  reportedOn: '2026-03-15',
};

const account = (over: Partial<BureauAccount> = {}): BureauAccount => ({
  names: ['Ravi Kumar Sharma'],
  birth: '1990-02-28',
  gender: 'M',
  pan: 'ABCPK1234F',
  mobile: '9876543210',
  email: 'ravi.k@example.in',
  addressLines: ['12, MG Road', 'Indiranagar', 'Bengaluru'],
  stateCode: '29',
  pinCode: '560038',
  accountNumber: 'RS2603010001',
  openedOn: '2026-01-01',
  lastPaymentOn: '2026-02-01',
  closedOn: null,
  sanctionedPaise: 10_000_00,
  balancePaise: 6_543_49,
  overduePaise: 1_234_50,
  dpd: 12,
  assetClass: 'sma0',
  writtenOffSettled: null,
  writtenOffPaise: null,
  settlementPaise: null,
  ...over,
});

describe('the bureau file', () => {
  it('is valid: HD, one record per account in segment order, TS with the count', () => {
    const file = bureauFile(header, [
      account(),
      account({
        mobile: null,
        email: null,
        names: ['सीता', 'Devi'],
        accountNumber: 'RS2',
        closedOn: '2026-03-01',
      }),
      account({
        assetClass: 'written_off',
        writtenOffSettled: 'written_off',
        writtenOffPaise: 5_000_00,
        dpd: 1500,
      }),
    ]);
    const { problems, records } = validateBureauFile(file);
    expect(problems).toEqual([]);
    expect(records).toHaveLength(3);
    expect(records[0]?.map((s) => s.tag)).toEqual(['PN', 'ID', 'PT', 'EC', 'PA', 'TL']);
    expect(records[1]?.map((s) => s.tag)).toEqual(['PN', 'ID', 'PA', 'TL']);
    const tl = records[0]?.find((s) => s.tag === 'TL')?.fields;
    expect(tl).toMatchObject({
      '02': 'RS2603010001',
      '04': '05',
      '05': '1',
      '08': '01012026',
      '09': '01022026',
    });
    expect(tl).toMatchObject({
      '11': '15032026',
      '12': '10000',
      '13': '6543',
      '14': '1235',
      '15': '12',
      '26': '05',
    });
    expect(records[0]?.find((s) => s.tag === 'ID')?.fields['02']).toBe('ABCPK1234F');
    expect(records[0]?.find((s) => s.tag === 'PN')?.fields).toMatchObject({
      '01': 'RAVI KUMAR SHARMA',
      '07': '28021990',
      '08': '2',
    });
    // A Devanagari name part carries nothing the format allows: the next part is the name.
    expect(records[1]?.find((s) => s.tag === 'PN')?.fields['01']).toBe('DEVI');
    expect(records[2]?.find((s) => s.tag === 'TL')?.fields).toMatchObject({
      '15': '999',
      '22': '02',
      '26': '04',
      '41': '5000',
    });
    expect(file.split('\r\n')[0]).toBe(
      'HD03H010110NB00000001' + '0212SETU FINANCE' + '030215' + '040815032026' + '050212',
    );
    expect(file.endsWith('TS03S0101013\r\n')).toBe(true);
  });

  it('names what breaks the rules', () => {
    const good = bureauFile(header, [account()]);
    const check = (file: string) => validateBureauFile(file).problems.join('\n');
    expect(check(good.replace('ID03I01', 'XX03I01'))).toMatch(/unknown segment/);
    expect(check(good.replace('0808010120', '0808320120'))).toMatch(/date opened.*DDMMYYYY/);
    expect(check(good.replace('120510000', '12051000A'))).toMatch(/sanctioned amount.*digits/);
    expect(check(good.replace('TS03S0101011', 'TS03S0101012'))).toMatch(/trailer says 2/);
    expect(check(good.replace(/PA03A01.*?(TL04)/, '$1'))).toMatch(/PA missing/);
    expect(check(good.replace('0210ABCPK1234F', ''))).toMatch(/ID02 \(id number\): missing/);
    expect(check(good.replace('ES02**', ''))).toMatch(/does not end with ES02/);
    expect(check(good.replace(/^HD.*\r\n/, ''))).toMatch(/header HD/);
  });

  it('amounts in whole rupees, half up; never negative', () => {
    expect(wholeRupees(149)).toBe('1');
    expect(wholeRupees(150)).toBe('2');
    expect(wholeRupees(-500)).toBe('0');
  });

  it('reporting days and the notice period', () => {
    expect(isReportingDay('2026-02-15')).toBe(true);
    expect(isReportingDay('2026-02-28')).toBe(true);
    expect(isReportingDay('2028-02-28')).toBe(false);
    expect(isReportingDay('2026-03-30')).toBe(false);
    expect(mayReportDefault(null, '2026-03-15')).toBe(false);
    expect(mayReportDefault('2026-03-08', '2026-03-15')).toBe(true);
    expect(mayReportDefault('2026-03-09', '2026-03-15')).toBe(false);
  });
});
