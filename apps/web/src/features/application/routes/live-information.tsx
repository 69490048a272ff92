import { useTranslation } from '@/i18n/use-translation';
import { AddressSummary } from '../components/address-summary';
import { StepPage } from '../components/form-fields/step-page';

/** /liveInformation: the saved address, read-only. */
export default function LiveInformationPage() {
  const { t } = useTranslation();
  return (
    <StepPage title={t('applicationForms.address.summaryTitle')}>
      {(view) => <AddressSummary view={view} />}
    </StepPage>
  );
}
