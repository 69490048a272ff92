import type { OrderView } from '@app/contract';
import { BILLED_STATES } from '@/features/order/components/billed-states';
import { nextStepRoute } from '@/features/order/components/next-step';
import { OpenOrderCard } from '@/features/order/components/open-order-card';
import { LoanOrderCard } from '@/features/repayment/components/loan-order-card';

/**
 * The borrower's order on Home and My Loan: its amount and state, a tap to its
 * next step; once disbursed it is a loan with a bill (repayment's card: its
 * repayment state, the amount due and Repay).
 */
export function OrderCard({ order }: { order: OrderView }) {
  if (BILLED_STATES.has(order.state)) return <LoanOrderCard order={order} to={nextStepRoute(order)} />;
  return <OpenOrderCard order={order} />;
}
