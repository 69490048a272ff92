import type { PublicConfigResponse } from '@app/contract';
import { DEFAULT_PRICING, OMBUDSMAN_AFTER_DAYS, RBI_CMS_URL, RBI_SACHET_URL } from '@app/domain';
import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ExternalLink } from '@/components/ui/external-link';
import { PageHeader } from '@/components/ui/page-header';
import { useTranslation } from '@/i18n/use-translation';
import { formatIndianPhone } from '@/lib/format-phone';
import { useBrand, usePublicConfig } from '@/lib/public-config';
import { useTabLinks } from '@/lib/use-tab-links';
import { CopyValue } from '../components/copy-value';
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

type Officer = PublicConfigResponse['grievanceOfficer'];

/** One grievance officer's contacts; `prefix` keeps the lender's and the LSP's test ids apart. */
function OfficerCard(props: { title: string; officer: Officer; prefix: string }) {
  const { t } = useTranslation();
  const { officer, prefix } = props;
  return (
    <section>
      <h2 className="card__subtitle">{props.title}</h2>
      <div className="card contact-card" data-testid={`${prefix}-officer`}>
        <p className="card__hint">{t('help.service.grievanceIntro')}</p>
        <ContactRow label={t('help.service.name')} testId={`${prefix}-name`} value={officer.name} />
        <ContactRow label={t('help.service.email')} testId={`${prefix}-email`} value={officer.email}>
          <CopyValue value={officer.email} what={t('help.service.email')} testId={`copy-${prefix}-email`} />
        </ContactRow>
        <ContactRow label={t('help.service.phone')} testId={`${prefix}-phone`} value={officer.phone}>
          <a
            className="link-button support-action"
            href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}
            data-testid={`${prefix}-call`}
          >
            {t('help.service.call')}
          </a>
        </ContactRow>
        <ContactRow label={t('help.service.address')} testId={`${prefix}-address`} value={officer.address} />
      </div>
    </section>
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
  const operator = config?.operator;

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

      {/* Both officers when the app is an LSP's (RBI digital lending rules): the app's first, then the lender's. */}
      {operator?.lsp ? (
        <OfficerCard
          title={t('help.service.grievanceOf', { name: operator.lsp.name })}
          officer={operator.lsp.grievanceOfficer}
          prefix="lsp-grievance"
        />
      ) : null}
      {operator ? (
        <OfficerCard
          title={t('help.service.grievanceOf', { name: operator.lender.name })}
          officer={operator.lender.grievanceOfficer}
          prefix="grievance"
        />
      ) : null}

      <section className="card escalation-card" data-testid="service-escalation">
        <h2 className="card__title">{t('help.service.escalationTitle', { days: OMBUDSMAN_AFTER_DAYS })}</h2>
        <p className="card__hint">{t('help.service.escalation', { days: OMBUDSMAN_AFTER_DAYS })}</p>
        <div className="escalation-links">
          <ExternalLink className="link-button" href={RBI_CMS_URL} data-testid="rbi-link">
            {t('help.service.rbiLink')}
          </ExternalLink>
          <ExternalLink className="link-button" href={RBI_SACHET_URL} data-testid="sachet-link">
            {t('help.service.sachetLink')}
          </ExternalLink>
        </div>
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
