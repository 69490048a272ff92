import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { formatDateTime } from '@/lib/format';
import type { PayoutProblem } from './money-api';
import { useAskForBank, useRetryPayout } from './money-queries';
import { borrowerOf } from './payout-reasons';

/** Why the retry button is off, in words finance can act on. */
function whyNot(row: PayoutProblem): string {
  if (row.retriedAt) return `Already retried at ${formatDateTime(row.retriedAt)}`;
  if (row.failureKind === 'bank_refusal')
    return 'The bank refused this account: ask the borrower for their bank account again (Fix account), or cancel.';
  if (row.state === 'disburse_failed') return 'The fix-by time has passed.';
  return 'Not stuck yet: the gateway is still within its expected time.';
}

function RetryButton({ row }: { row: PayoutProblem }) {
  const retry = useRetryPayout();
  if (!row.retryable)
    return (
      <Tooltip title={whyNot(row)}>
        <Button size="small" disabled>
          Retry
        </Button>
      </Tooltip>
    );
  const unknown = row.failureKind === 'unknown';
  return (
    <Popconfirm
      title={
        unknown ? `Check and retry the payout of ${row.orderNo}?` : `Retry the payout of ${row.orderNo}?`
      }
      description={
        unknown
          ? 'The gateway is asked first: if the money already went out, the order is recorded as paid and nothing is sent again.'
          : 'It goes to the gateway again through disbursal; once per failure.'
      }
      onConfirm={() => retry.run(row)}
    >
      <Button size="small" type="primary" loading={retry.pending} data-testid={`retry-${row.orderNo}`}>
        Retry
      </Button>
    </Popconfirm>
  );
}

function AskForBankButton({ row }: { row: PayoutProblem }) {
  const ask = useAskForBank();
  const who = borrowerOf(row);
  return (
    <Popconfirm
      title={`Ask ${who} to enter their bank account again?`}
      description={`They get a message and an SMS to change it in the app before ${formatDateTime(row.fixBy)}; the payout is then tried again. Staff never edit bank details.`}
      onConfirm={() => ask.run({ orderId: row.orderId, who })}
    >
      <Button size="small" loading={ask.pending} data-testid={`ask-bank-${row.orderNo}`}>
        Fix account
      </Button>
    </Popconfirm>
  );
}

/** A failed payout's actions: retry where it can help, ask the borrower for their account, cancel. */
export function PayoutActions({
  row,
  onCancel,
}: {
  row: PayoutProblem;
  onCancel: (row: PayoutProblem) => void;
}) {
  return (
    <Space size={4} wrap>
      <RetryButton row={row} />
      {row.canAskForBank && <AskForBankButton row={row} />}
      {row.cancelable && (
        <Button size="small" danger onClick={() => onCancel(row)} data-testid={`cancel-${row.orderNo}`}>
          Cancel order
        </Button>
      )}
    </Space>
  );
}
