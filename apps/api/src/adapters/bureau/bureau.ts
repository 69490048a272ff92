import type { BureauReport } from '@app/domain';

/**
 * A credit bureau (CIBIL, Experian, ...): the applicant's score and record for
 * a PAN, and whether the name and birth date it holds match what was declared.
 */
export interface CreditBureau {
  report(input: { pan: string; name: string; birth: string }): Promise<BureauReport>;
}
