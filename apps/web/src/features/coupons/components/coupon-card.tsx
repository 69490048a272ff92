import type { CouponView } from '@app/contract';
import { formatDate } from '@app/domain';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';

const day = (iso: string) => formatDate(iso, 'DD-MM-YYYY');

/** One coupon (spec §3: amount, validity period, used time, type) with its state. */
export function CouponCard({ coupon }: { coupon: CouponView }) {
  const { t } = useTranslation();
  const live = coupon.state === 'unused';
  return (
    <li
      className={`card coupon-card${live ? '' : ' coupon-card--spent'}`}
      data-testid={`coupon-${coupon.id}`}
      data-state={coupon.state}
      data-kind={coupon.kind}
    >
      <div className="coupon-card__value">
        <strong data-testid="coupon-amount">{formatPaise(coupon.facePaise)}</strong>
        <span>{t(`coupons.kind.${coupon.kind}`)}</span>
      </div>
      <div className="coupon-card__terms">
        <p className="coupon-card__source">
          {t(`coupons.source.${coupon.source}`, { defaultValue: t('coupons.source.other') })}
        </p>
        <p>
          {coupon.minAmountPaise > 0
            ? t(`coupons.min.${coupon.kind}`, { min: formatPaise(coupon.minAmountPaise) })
            : t('coupons.anyAmount')}
        </p>
        <p>{t('coupons.validity', { until: day(coupon.validUntil) })}</p>
        {coupon.usedAt ? (
          <p>{t('coupons.usedOn', { date: formatDate(coupon.usedAt, 'DD-MM-YYYY hh:mm') })}</p>
        ) : null}
        <span className={`coupon-chip coupon-chip--${coupon.state}`} data-testid="coupon-state">
          {t(`coupons.state.${coupon.state}`)}
        </span>
      </div>
    </li>
  );
}
