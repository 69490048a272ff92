import { DEFAULT_PRICING, OMBUDSMAN_AFTER_DAYS, RBI_CMS_URL } from '@app/domain';
import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useTranslation } from '@/i18n/use-translation';
import { formatIndianPhone } from '@/lib/format-phone';
import { useBrand, usePublicConfig } from '@/lib/public-config';
import { useTabLinks } from '@/lib/use-tab-links';
import { CopyValue } from '../components/copy-value';
import { ExternalLink } from '../components/external-link';
import { ServiceStatus } from '../components/service-status';
import '../help.css';

/** One labelled contact value with its actions (copy, call). */
function ContactRow(props: { label: string; value: ReactNode; testId: string; children?: ReactNode }) {
  return (
    <div className="contact-row">
      <div className="contact-row__text">
        <span className="contact-row__label">{props.label}</span>
        <span className="contact-row__value" data-testid={props.testId}>
          {props.value}
        </span>
      </div>
      {props.children ? <div className="contact-row__actions">{props.children}</div> : null}
    </div>
  );
}

/** "918040001234" -> "+91 80400 01234"; other countries' numbers as given. */
const whatsAppDisplay = (digits: string) =>
  digits.length === 12 && digits.startsWith('91') ? formatIndianPhone(digits.slice(2)) : `+${digits}`;

/**
 * /customerService (spec §2, §6): the hours with a live open/closed status in
 * IST, the e-mail and WhatsApp with copy buttons, the grievance officer, the
 * escalation to the RBI Ombudsman, and where to cancel a loan or delete the account.
 */
export default function CustomerServicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = useTabLinks();
  const { serviceEmail } = useBrand();
  const config = usePublicConfig();
  const whatsApp = config?.serviceWhatsApp ?? '';
  const officer = config?.grievanceOfficer;

  return (
    <div className="page support-page" data-testid="service-page">
      <PageHeader title={t('help.service.title')} fallback="/helpCenter" />
      <ServiceStatus />

      <section>
        <h2 className="card__subtitle">{t('help.service.reachUs')}</h2>
        <div className="card contact-card">
          {serviceEmail ? (
            <ContactRow label={t('help.service.email')} testId="service-email" value={serviceEmail}>
              <CopyValue value={serviceEmail} what={t('help.service.email')} testId="copy-service-email" />
            </ContactRow>
          ) : null}
          {whatsApp ? (
            <ContactRow
              label={t('help.service.whatsApp')}
              testId="service-whatsapp"
              value={whatsAppDisplay(whatsApp)}
            >
              <CopyValue
                value={`+${whatsApp}`}
                what={t('help.service.whatsApp')}
                testId="copy-service-whatsapp"
              />
            </ContactRow>
          ) : null}
          <div className="contact-buttons">
            {whatsApp ? (
              <ExternalLink
                className="button button--primary button--block"
                href={`https://wa.me/${whatsApp}`}
                data-testid="service-chat"
              >
                {t('help.service.chat')}
              </ExternalLink>
            ) : null}
            {serviceEmail ? (
              <a
                className="button button--outline button--block"
                href={`mailto:${serviceEmail}`}
                data-testid="service-write"
              >
                {t('help.service.writeEmail')}
              </a>
            ) : null}
          </div>
        </div>
      </section>

      {officer ? (
        <section>
          <h2 className="card__subtitle">{t('help.service.grievanceTitle')}</h2>
          <div className="card contact-card" data-testid="grievance-officer">
            <p className="card__hint">{t('help.service.grievanceIntro')}</p>
            <ContactRow label={t('help.service.name')} testId="grievance-name" value={officer.name} />
            <ContactRow label={t('help.service.email')} testId="grievance-email" value={officer.email}>
              <CopyValue value={officer.email} what={t('help.service.email')} testId="copy-grievance-email" />
            </ContactRow>
            <ContactRow label={t('help.service.phone')} testId="grievance-phone" value={officer.phone}>
              <a
                className="link-button support-action"
                href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}
                data-testid="grievance-call"
              >
                {t('help.service.call')}
              </a>
            </ContactRow>
            <ContactRow
              label={t('help.service.address')}
              testId="grievance-address"
              value={officer.address}
            />
          </div>
        </section>
      ) : null}

      <section className="card escalation-card" data-testid="service-escalation">
        <h2 className="card__title">{t('help.service.escalationTitle', { days: OMBUDSMAN_AFTER_DAYS })}</h2>
        <p className="card__hint">{t('help.service.escalation', { days: OMBUDSMAN_AFTER_DAYS })}</p>
        <ExternalLink className="link-button" href={RBI_CMS_URL} data-testid="rbi-link">
          {t('help.service.rbiLink')}
        </ExternalLink>
      </section>

      <section>
        <h2 className="card__subtitle">{t('help.service.requestsTitle')}</h2>
        <List className="card card--list">
          <List.Item
            description={t('help.service.coolingOff', {
              hours: config?.coolingOffHours ?? DEFAULT_PRICING.coolingOffHours,
            })}
            onClick={() => tabs.toMyLoan()}
            data-testid="service-to-loan"
          >
            {t('help.service.toLoan')}
          </List.Item>
          <List.Item
            description={t('help.service.deletion')}
            onClick={() => navigate('/setup')}
            data-testid="service-to-settings"
          >
            {t('help.service.toSettings')}
          </List.Item>
        </List>
      </section>
    </div>
  );
}
