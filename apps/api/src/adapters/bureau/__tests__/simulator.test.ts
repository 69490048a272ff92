import { type BureauReport, underwrite } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { CREDIT_BUREAUS, type CreditBureauName, createCreditBureau, SIMULATED_PANS } from '../index';

const bureau = createCreditBureau('simulator');
const applicant = { name: 'Asha Verma', birth: '1995-04-10' };
const report = (pan: string, birth = applicant.birth) => bureau.report({ ...applicant, pan, birth });

describe('the bureau simulator', () => {
  it('answers the documented PANs', async () => {
    expect(await report('ABCPE0001F')).toMatchObject({ status: 'found', score: 520, delinquent: false });
    expect(await report('ABCPE0002F')).toEqual({ status: 'no_history' });
    expect(await report('ABCPE0003F')).toMatchObject({ status: 'found', score: 640, delinquent: true });
    expect(await report('ABCPE0004F')).toMatchObject({ status: 'found', birthOnRecord: '1994-04-10' });
    expect(await report('ABCPE0006F')).toMatchObject({ status: 'found', nameMatches: false });
    expect(await report('ABCPE0007F')).toMatchObject({ status: 'found', score: 620, delinquent: false });
  });

  it('shifts a 29 February birth to a real day a year earlier', async () => {
    expect(await report('ABCPE0004F', '2000-02-29')).toMatchObject({ birthOnRecord: '1999-02-28' });
  });

  it('gives any other PAN a clean record with a stable score of 650-850', async () => {
    for (const pan of ['ABCPE1234F', 'ZZZPZ9999Z', 'ABCPE0005F', 'QWEPR0000T']) {
      const first = await report(pan);
      expect(first).toEqual({
        ...first,
        status: 'found',
        delinquent: false,
        birthOnRecord: applicant.birth,
        nameMatches: true,
      });
      if (first.status !== 'found') throw new Error('unreachable');
      expect(first.score).toBeGreaterThanOrEqual(650);
      expect(first.score).toBeLessThanOrEqual(850);
      expect(await report(pan)).toEqual(first);
    }
  });

  it('spreads the default scores', async () => {
    const scores = new Set<number>();
    for (let i = 1000; i < 1100; i += 1) {
      const r = await report(`ABCPE${i}F`);
      if (r.status === 'found') scores.add(r.score);
    }
    expect(scores.size).toBeGreaterThan(50);
  });

  it('reads the PAN case-insensitively', async () => {
    expect(await report('abcpe0002f')).toEqual({ status: 'no_history' });
    expect(await report('abcpe1234f')).toEqual(await report('ABCPE1234F'));
  });

  it('refuses a birth date that is not YYYY-MM-DD', async () => {
    await expect(report('ABCPE1234F', '10/04/1995')).rejects.toThrow(TypeError);
  });
});

describe('SIMULATED_PANS', () => {
  it.each(SIMULATED_PANS)(
    '$pan ($behaviour) ends $expected for an otherwise eligible applicant',
    async (row) => {
      const bureauReport: BureauReport = await report(row.pan);
      const decision = underwrite({
        today: '2026-01-15',
        birth: applicant.birth,
        resident: true,
        occupation: 'office_employee',
        incomeBand: '20001_30000',
        bureau: bureauReport,
      });
      expect(decision.outcome === 'rejected' ? decision.reason : decision.outcome).toBe(row.expected);
    },
  );
});

describe('createCreditBureau', () => {
  it('knows only the simulator', () => {
    expect(CREDIT_BUREAUS).toEqual(['simulator']);
    expect(() => createCreditBureau('cibil' as CreditBureauName)).toThrow('Unknown credit bureau: cibil');
  });
});
