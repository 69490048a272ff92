import { useTranslation } from '@/i18n/use-translation';
import { BasicSummary } from '../components/basic-summary';
import { StepPage } from '../components/form-fields/step-page';

/** /basicInformation: the saved basic information and career, read-only. */
export default function BasicInformationPage() {
  const { t } = useTranslation();
  return (
    <StepPage title={t('applicationForms.basic.summaryTitle')}>
      {(view) => <BasicSummary view={view} />}
    </StepPage>
  );
}
