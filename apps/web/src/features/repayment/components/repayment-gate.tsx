import type { ReactNode } from 'react';
import { useQueryParams } from '@/lib/use-query-params';
import { RepaymentProblem } from './repayment-problem';

/** Renders `children(id)` for the repayment in `?id=`; without one, says so and leads to My Loan. */
export function RepaymentGate({ children }: { children: (repaymentId: string) => ReactNode }) {
  const id = useQueryParams().get('id');
  return id ? children(id) : <RepaymentProblem />;
}
