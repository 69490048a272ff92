import { Navigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { AddressForm } from '../components/address-form';
import { isEditable, StepPage } from '../components/form-fields/step-page';

/** /addressList: where the applicant lives (spec §3 linkData). */
export default function AddressListPage() {
  const { t } = useTranslation();
  return (
    <StepPage title={t('applicationForms.address.title')}>
      {(view) =>
        isEditable(view) ? <AddressForm view={view} /> : <Navigate to="/liveInformation" replace />
      }
    </StepPage>
  );
}
