import { NewPageLink } from '@/components/ui/new-page-link';
import { useTranslation } from '@/i18n/use-translation';

export function ConsentLine() {
  const { t } = useTranslation();
  return (
    <p className="consent">
      {t('login.consentPrefix')}{' '}
      <NewPageLink to="/privacy" title={t('login.privacy')}>
        {t('login.privacy')}
      </NewPageLink>
      ,{' '}
      <NewPageLink to="/loginprivacy" title={t('login.loginPrivacy')}>
        {t('login.loginPrivacy')}
      </NewPageLink>{' '}
      {t('login.and')}{' '}
      <NewPageLink to="/conditionalTerms" title={t('login.terms')}>
        {t('login.terms')}
      </NewPageLink>
      .
    </p>
  );
}
