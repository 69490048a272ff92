import { createHash } from 'node:crypto';
import type { BureauReport, RejectionReason } from '@app/domain';
import type { CreditBureau } from './bureau';

/**
 * PANs with a fixed answer, selected by the PAN's four digits (positions 6-9).
 * `expected` is the review's outcome for an applicant who passes every other
 * rule (resident, 18-60, an income band). Any other PAN is the default row.
 */
export const SIMULATED_PANS = [
  { pan: 'ABCPE0001F', behaviour: 'found, score 520', expected: 'low_credit_score' },
  { pan: 'ABCPE0002F', behaviour: 'no credit history', expected: 'no_credit_history' },
  { pan: 'ABCPE0003F', behaviour: 'found, delinquent, score 640', expected: 'bad_payment_history' },
  { pan: 'ABCPE0004F', behaviour: 'found, birth on record one year earlier', expected: 'age_mismatch' },
  { pan: 'ABCPE0006F', behaviour: 'found, name does not match', expected: 'incorrect_data' },
  { pan: 'ABCPE0007F', behaviour: 'found, clean, score 620 (the refer band)', expected: 'referred' },
  { pan: 'ABCPE1234F', behaviour: 'found, clean, score 650-850 from the PAN', expected: 'approved' },
] as const satisfies readonly {
  pan: string;
  behaviour: string;
  expected: RejectionReason | 'approved' | 'referred';
}[];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The same day a year earlier; 29 February becomes 28 February. */
function yearEarlier(birth: string): string {
  const [, year, month, day] = DAY.exec(birth) ?? [];
  const earlier = String(Number(year) - 1).padStart(4, '0');
  return `${earlier}-${month}-${month === '02' && day === '29' ? '28' : day}`;
}

/** 650-850, the same for the same PAN on every run and machine. */
function scoreOf(pan: string): number {
  return 650 + (createHash('sha256').update(pan).digest().readUInt32BE(0) % 201);
}

/**
 * A bureau without a network: each answer follows from the PAN alone (see
 * SIMULATED_PANS), so demos, e2e journeys and tests can reach every outcome.
 */
export function createBureauSimulator(): CreditBureau {
  return {
    simulated: true,
    async report({ pan, birth }) {
      if (!DAY.test(birth)) throw new TypeError('The birth date must be YYYY-MM-DD.');
      const key = pan.trim().toUpperCase();
      const clean: BureauReport = {
        status: 'found',
        score: scoreOf(key),
        delinquent: false,
        birthOnRecord: birth,
        nameMatches: true,
      };
      switch (key.slice(5, 9)) {
        case '0001':
          return { ...clean, score: 520 };
        case '0002':
          return { status: 'no_history' };
        case '0003':
          return { ...clean, score: 640, delinquent: true };
        case '0004':
          return { ...clean, birthOnRecord: yearEarlier(birth) };
        case '0006':
          return { ...clean, nameMatches: false };
        case '0007':
          return { ...clean, score: 620 };
        default:
          return clean;
      }
    },
  };
}
