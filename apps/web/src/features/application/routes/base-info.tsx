import { Navigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { BasicForm } from '../components/basic-form';
import { isEditable, StepPage } from '../components/form-fields/step-page';

/** /baseInfo: basic information and career (spec §1 step 3, §3 base info and career). */
export default function BaseInfoPage() {
  const { t } = useTranslation();
  return (
    <StepPage title={t('applicationForms.basic.title')}>
      {(view) => (isEditable(view) ? <BasicForm view={view} /> : <Navigate to="/basicInformation" replace />)}
    </StepPage>
  );
}
