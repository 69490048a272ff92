import type { HomeApplication } from '@app/contract';
import { formatDate } from '@app/domain';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { decisionTime } from '@/lib/application-text';
import { formatPaise, ppmToPercent } from '@/lib/money';

/** A draft in progress: how far it is and the way back into the checklist. */
export function ContinueCard({ application }: { application: HomeApplication }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const percent = Math.max(0, Math.min(100, application.progress));
  return (
    <div className="stage-card">
      <h2 className="stage-card__title">{t('application.homeState.continueTitle')}</h2>
      <div className="home-progress" data-testid="home-progress">
        <span className="home-progress__track">
          <span className="home-progress__fill" style={{ width: `${percent}%` }} />
        </span>
        <span>{t('application.authIndex.progress', { percent })}</span>
      </div>
      <p className="stage-card__body">{t('application.homeState.continueBody')}</p>
      <Button
        block
        variant="accent"
        data-testid="continue-application"
        onClick={() => navigate('/authIndex')}
      >
        {t('application.homeState.continue')}
      </Button>
    </div>
  );
}

/** Submitted: when the decision is due (India time); Home polls until it lands. */
export function UnderReviewCard({ application }: { application: HomeApplication }) {
  const { t } = useTranslation();
  const due = application.expectedDecisionAt;
  return (
    <div className="stage-card" data-testid="under-review" role="status">
      <ClockCircleOutline className="stage-card__icon" aria-hidden />
      <h2 className="stage-card__title">{t('application.homeState.underReviewTitle')}</h2>
      <p className="stage-card__lead" data-testid="expected-decision">
        {due
          ? t('application.homeState.underReviewBy', { time: decisionTime(due) })
          : t('application.homeState.underReviewSoon')}
      </p>
      <p className="stage-card__body">{t('application.homeState.underReviewNote')}</p>
    </div>
  );
}

/** Approved: the quota, and Withdraw to choose an amount and term. */
export function ApprovedCard({ application }: { application: HomeApplication }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { quotaPaise, product, dailyRatePpm } = application;
  return (
    <div className="stage-card" data-testid="approved-quota">
      <p className="home-hero__label">{t('application.homeState.approvedTitle')}</p>
      <p className="home-hero__amount" data-testid="quota-amount">
        {formatPaise(quotaPaise ?? 0)}
      </p>
      <dl className="stage-facts">
        {product ? (
          <div>
            <dt>{t('application.homeState.product')}</dt>
            <dd data-testid="quota-product">{t(`offer.${product}`)}</dd>
          </div>
        ) : null}
        {dailyRatePpm !== null ? (
          <div>
            <dt>{t('application.homeState.dailyRate')}</dt>
            <dd data-testid="quota-rate">
              {t('application.homeState.dailyRateValue', { rate: ppmToPercent(dailyRatePpm) })}
            </dd>
          </div>
        ) : null}
      </dl>
      <KycYearLine application={application} />
      <Button block variant="accent" data-testid="withdraw-button" onClick={() => navigate('/withdrawPage')}>
        {t('application.homeState.withdraw')}
      </Button>
    </div>
  );
}

/**
 * Decision 076: under a KYC mode with a yearly limit, what can still be paid
 * out this year when it is less than the quota, or when a payout will free more.
 */
function KycYearLine({ application }: { application: HomeApplication }) {
  const { t } = useTranslation();
  const { kycLimitRemainingPaise: left, kycLimitRemainingUntil: until, quotaPaise } = application;
  if (left == null || (!until && left >= (quotaPaise ?? 0))) return null;
  const amount = formatPaise(left);
  return (
    <p className="stage-card__body" data-testid="kyc-year-line">
      {until
        ? t('application.homeState.kycYearUntil', { amount, date: formatDate(until, 'DD-MM-YYYY') })
        : t('application.homeState.kycYear', { amount })}
    </p>
  );
}
