import { type CouponKind, couponMinimumPaise, formatDate } from '@app/domain';
import { useTranslation } from '@/i18n/use-translation';
import type { CouponOption } from '@/lib/coupon-options';
import { formatPaise } from '@/lib/money';

/** The words that differ between a withdrawal coupon (off the fees) and a repayment coupon. */
const WORDS = {
  withdrawal: {
    name: 'withdraw-coupon',
    title: 'order.coupons.title',
    off: 'order.coupons.off',
    terms: 'order.coupons.terms',
    belowMin: 'order.coupons.belowMin',
  },
  repayment: {
    name: 'repayment-coupon',
    title: 'repayment.coupons.title',
    off: 'repayment.coupons.off',
    terms: 'repayment.coupons.terms',
    belowMin: 'repayment.coupons.belowMin',
  },
} as const;

/**
 * The coupon choice of a payment (spec §2): the usable coupons of its kind
 * and "No coupon"; the others greyed out with the reason.
 */
export function CouponChoice({
  options,
  value,
  onChange,
  problem,
  disabled,
  kind = 'withdrawal',
}: {
  options: readonly CouponOption[];
  value: string | null;
  onChange: (couponId: string | null) => void;
  /** Why the last coupon was refused (COUPON_UNAVAILABLE), shown above the choice. */
  problem: string | null;
  disabled: boolean;
  kind?: CouponKind;
}) {
  const { t } = useTranslation();
  const words = WORDS[kind];
  const day = (iso: string) => formatDate(iso, 'DD-MM-YYYY');
  const reason = (option: CouponOption) => {
    const { coupon } = option;
    switch (option.block) {
      case 'used':
        return t('order.coupons.used');
      case 'expired':
        return t('order.coupons.expired', { date: day(coupon.validUntil) });
      case 'invalid':
        return t('order.coupons.invalid');
      case 'not_yet':
        return t('order.coupons.notYet', { date: day(coupon.validFrom) });
      case 'below_min':
        return t(words.belowMin, { min: formatPaise(couponMinimumPaise(coupon)) });
      default:
        return t(words.terms, {
          min: formatPaise(couponMinimumPaise(coupon)),
          date: day(coupon.validUntil),
        });
    }
  };
  return (
    <fieldset className="coupon-choice" data-testid="coupon-choice" disabled={disabled}>
      <legend className="card__subtitle coupon-choice__legend">{t(words.title)}</legend>
      {problem ? (
        <p className="withdraw-problem" role="alert" data-testid="coupon-problem">
          {problem}
        </p>
      ) : null}
      {options.map((option) => (
        <label
          key={option.coupon.id}
          className={option.block ? 'coupon coupon--blocked' : 'coupon'}
          data-testid={`coupon-${option.coupon.id}`}
          data-block={option.block ?? undefined}
        >
          <input
            type="radio"
            name={words.name}
            value={option.coupon.id}
            checked={value === option.coupon.id}
            disabled={option.block !== null}
            onChange={() => onChange(option.coupon.id)}
          />
          <span className="coupon__face">
            {t(words.off, { amount: formatPaise(option.coupon.facePaise) })}
          </span>
          <span className="coupon__terms">{reason(option)}</span>
        </label>
      ))}
      <label className="coupon coupon--none" data-testid="coupon-none">
        <input
          type="radio"
          name={words.name}
          value=""
          checked={value === null}
          onChange={() => onChange(null)}
        />
        <span className="coupon__face">{t('order.coupons.none')}</span>
      </label>
    </fieldset>
  );
}
