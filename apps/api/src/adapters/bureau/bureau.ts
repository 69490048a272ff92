import type { BureauReport } from '@app/domain';
import type { MaybeSimulated } from '../simulated';

/**
 * A credit bureau (CIBIL, Experian, ...): the applicant's score and record for
 * a PAN, and whether the name and birth date it holds match what was declared.
 */
export interface CreditBureau extends MaybeSimulated {
  report(input: { pan: string; name: string; birth: string }): Promise<BureauReport>;
}
