import { Navigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { ContactForm } from '../components/contact-form';
import { isEditable, StepPage } from '../components/form-fields/step-page';

/** /contact: three emergency contacts (spec §3 contact). */
export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <StepPage title={t('applicationForms.contact.title')}>
      {(view) =>
        isEditable(view) ? <ContactForm view={view} /> : <Navigate to="/contactInformation" replace />
      }
    </StepPage>
  );
}
