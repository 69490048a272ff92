import { Tabs, Typography } from 'antd';
import { CoolingOffTab } from './cooling-off-tab';
import { PayoutFailuresTab } from './payout-failures-tab';
import { ReconciliationTab } from './reconciliation-tab';
import { UtrQueueTab } from './utr-queue-tab';

/** Money (finance, admin): payout failures, UTR confirmations, cooling-off exits, daily reconciliation. */
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
          { key: 'reconciliation', label: 'Reconciliation', children: <ReconciliationTab /> },
        ]}
      />
    </>
  );
}
