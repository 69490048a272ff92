import type { CustomerRecord } from '@app/contract';
import { Tag } from 'antd';

type Classification = NonNullable<CustomerRecord['orders'][number]['classification']>;

const LABELS: Record<Classification['assetClass'], { label: string; color: string }> = {
  standard: { label: 'Standard', color: 'green' },
  sma0: { label: 'SMA-0', color: 'gold' },
  sma1: { label: 'SMA-1', color: 'orange' },
  sma2: { label: 'SMA-2', color: 'volcano' },
  npa: { label: 'NPA', color: 'red' },
  written_off: { label: 'Written off', color: 'default' },
};

/** The loan's RBI class and days past due at the last day-end (decision 084). */
export function AssetClassTag({ classification }: { classification: Classification }) {
  const { label, color } = LABELS[classification.assetClass];
  return (
    <span>
      <Tag color={color}>{label}</Tag>
      {classification.dpd} days past due
      {classification.npaSince ? `, NPA since ${classification.npaSince}` : ''}
      {classification.classifiedOn ? ` (day-end ${classification.classifiedOn})` : ''}
    </span>
  );
}
