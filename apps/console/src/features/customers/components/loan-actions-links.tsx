import type { CustomerRecord } from '@app/contract';
import { Button, Empty, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { StateTag } from './state-tag';

type Order = CustomerRecord['orders'][number];

/** The customer's paid-out loans, each opening its loan-actions page (waiver, settlement, write-off, restructuring, foreclosure statement). */
export function LoanActionsLinks({ orders }: { orders: Order[] }) {
  const navigate = useNavigate();
  const loans = orders.filter((o) => o.state === 'disbursed' || o.state === 'settled');
  if (loans.length === 0) return <Empty description="No paid-out loan." />;
  return (
    <Flex vertical gap="small" align="start">
      {loans.map((o) => (
        <Flex key={o.id} gap="small" align="center">
          <Button
            data-testid={`loan-actions-${o.orderNo}`}
            onClick={() => navigate(`/loan-actions/loans/${o.id}`)}
          >
            Loan {o.orderNo}: actions
          </Button>
          <StateTag state={o.state} />
        </Flex>
      ))}
    </Flex>
  );
}
