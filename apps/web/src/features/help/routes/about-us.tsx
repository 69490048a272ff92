import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { ExternalLink } from '@/components/ui/external-link';
import { OperatorNote } from '@/components/ui/operator-note';
import { PageHeader } from '@/components/ui/page-header';
import { APP_VERSION } from '@/config/app-config';
import { useTranslation } from '@/i18n/use-translation';
import { useBrand, usePublicConfig } from '@/lib/public-config';
import '../help.css';

/** /aboutUs (spec §2): the product, its version and contacts, the lender and the LSP (decision 071), and the legal texts. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { proName, proWebsite, serviceEmail } = useBrand();
  const operator = usePublicConfig()?.operator;

  return (
    <div className="page support-page" data-testid="about-page">
      <PageHeader title={t('help.about.title')} fallback="/my" />
      <header className="card about-head">
        <BrandLogo size={72} />
        <h2 className="about-head__name" data-testid="about-name">
          {proName}
        </h2>
        <p className="card__hint">{t('brand.tagline')}</p>
      </header>
      <List className="card card--list">
        <List.Item extra={<span data-testid="about-version">{APP_VERSION}</span>}>
          {t('help.about.version')}
        </List.Item>
        {proWebsite ? (
          <List.Item
            extra={
              <ExternalLink website href={proWebsite} data-testid="about-website">
                {proWebsite.replace(/^https?:\/\//, '')}
              </ExternalLink>
            }
          >
            {t('help.about.website')}
          </List.Item>
        ) : null}
        {serviceEmail ? (
          <List.Item
            extra={
              <a href={`mailto:${serviceEmail}`} data-testid="about-email">
                {serviceEmail}
              </a>
            }
          >
            {t('help.about.email')}
          </List.Item>
        ) : null}
      </List>
      {operator ? (
        <section className="card" data-testid="about-operator">
          <div data-testid="about-lender">
            <h2 className="card__title">{t('help.about.lender')}</h2>
            <p className="about-lender__name">{operator.lender.name}</p>
            <p className="card__hint">
              {t('help.about.registration')}{' '}
              <span className="about-lender__cor">{operator.lender.rbiRegistration}</span>
              <br />
              {operator.lender.address}
            </p>
          </div>
          {operator.lsp ? (
            <div className="about-lsp" data-testid="about-lsp">
              <h2 className="card__title">{t('help.about.lsp')}</h2>
              <p className="about-lender__name">{operator.lsp.name}</p>
              <p className="card__hint">{operator.lsp.address}</p>
            </div>
          ) : null}
          <OperatorNote />
        </section>
      ) : null}
      <section>
        <h2 className="card__subtitle">{t('help.about.legal')}</h2>
        <List className="card card--list">
          <List.Item onClick={() => navigate('/privacy')} data-testid="about-privacy">
            {t('login.privacy')}
          </List.Item>
          <List.Item onClick={() => navigate('/conditionalTerms')} data-testid="about-terms">
            {t('login.terms')}
          </List.Item>
          <List.Item onClick={() => navigate('/recoveryAgents')} data-testid="about-recovery-agents">
            {t('help.about.recoveryAgents')}
          </List.Item>
        </List>
      </section>
    </div>
  );
}
