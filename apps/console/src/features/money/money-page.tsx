import { Tabs, Typography } from 'antd';
import { CoolingOffTab } from './cooling-off-tab';
import { MandateDebitsTab } from './mandate-debits-tab';
import { MandatesTab } from './mandates-tab';
import { PayoutFailuresTab } from './payout-failures-tab';
import { ReceiptsTab } from './receipts-tab';
import { ReconciliationTab } from './reconciliation-tab';
import { SuspenseTab } from './suspense-tab';
import { UtrQueueTab } from './utr-queue-tab';

/** Money (finance, admin): payout failures, UTR confirmations, cooling-off exits, auto-debits, receipts and suspense, daily reconciliation. */
export default function MoneyPage() {
  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Money
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'payouts', label: 'Payout failures', children: <PayoutFailuresTab /> },
          { key: 'utr', label: 'UTR confirmations', children: <UtrQueueTab /> },
          { key: 'cooling-off', label: 'Cooling-off', children: <CoolingOffTab /> },
          { key: 'mandates', label: 'Mandates', children: <MandatesTab /> },
          { key: 'mandate-debits', label: 'Auto-debits', children: <MandateDebitsTab /> },
          { key: 'receipts', label: 'Receipts', children: <ReceiptsTab /> },
          { key: 'suspense', label: 'Suspense', children: <SuspenseTab /> },
          { key: 'reconciliation', label: 'Reconciliation', children: <ReconciliationTab /> },
        ]}
      />
    </>
  );
}
