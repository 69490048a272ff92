import { Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { type PayoutProblem, rupees } from './money-api';
import { useCancelPayout } from './money-queries';
import { borrowerOf } from './payout-reasons';

/** Cancel a failed payout's order after a confirmation naming the borrower and the amount, with a reason. */
export function PayoutCancelModal({ row, onClose }: { row: PayoutProblem | null; onClose: () => void }) {
  const cancel = useCancelPayout();
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (row) setReason('');
  }, [row]);
  const who = row ? borrowerOf(row) : '';
  return (
    <Modal
      open={row !== null}
      title={`Cancel order ${row?.orderNo ?? ''} of ${who}?`}
      okText="Cancel order"
      cancelText="Keep it"
      okButtonProps={{ danger: true, disabled: reason.trim().length < 3, loading: cancel.pending }}
      onCancel={onClose}
      onOk={async () => {
        if (!row) return;
        const done = await cancel.run({ orderId: row.orderId, orderNo: row.orderNo, reason: reason.trim() });
        if (done !== null) onClose();
      }}
    >
      <Typography.Paragraph data-testid="payout-cancel-summary">
        The withdrawal of <strong>{row ? rupees(row.amountPaise) : ''}</strong> to {who} ({row?.phone}) is
        canceled. No money was sent, so nothing is booked; the credit line comes back and {who} gets a message
        and an SMS.
      </Typography.Paragraph>
      <Input.TextArea
        value={reason}
        maxLength={300}
        rows={3}
        aria-label="Reason for canceling"
        placeholder="e.g. The borrower no longer wants the loan"
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}
