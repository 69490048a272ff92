import type { ApplicationView } from '@app/contract';
import { useTranslation } from '@/i18n/use-translation';
import { isEditable } from './form-fields/step-page';
import { SummaryCard } from './form-fields/summary-card';

/** The saved address, read-only. */
export function AddressSummary({ view }: { view: ApplicationView }) {
  const { t } = useTranslation();
  const { address } = view;
  const rows = address
    ? (['pinCode', 'state', 'city', 'area', 'detailAddress'] as const).map((name) => ({
        label: t(`applicationForms.address.${name}`),
        value: address[name],
        testId: `summary-${name}`,
      }))
    : [];
  return (
    <SummaryCard rows={rows} filled={address !== null} editTo={isEditable(view) ? '/addressList' : null} />
  );
}
