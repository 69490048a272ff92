import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ConsentLine() {
  const { t } = useTranslation();
  return (
    <p className="consent">
      {t('login.consentPrefix')} <Link to="/privacy">{t('login.privacy')}</Link>,{' '}
      <Link to="/loginprivacy">{t('login.loginPrivacy')}</Link> {t('login.and')}{' '}
      <Link to="/conditionalTerms">{t('login.terms')}</Link>.
    </p>
  );
}
