import { useTranslation } from '@/i18n/use-translation';
import { ContactSummary } from '../components/contact-summary';
import { StepPage } from '../components/form-fields/step-page';

/** /contactInformation: the saved emergency contacts, read-only. */
export default function ContactInformationPage() {
  const { t } = useTranslation();
  return (
    <StepPage title={t('applicationForms.contact.summaryTitle')}>
      {(view) => <ContactSummary view={view} />}
    </StepPage>
  );
}
