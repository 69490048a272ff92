import { DotLoading } from 'antd-mobile';
import { PageHeader } from '@/components/ui/page-header';
import { useTranslation } from '@/i18n/use-translation';
import { useCoupons } from '@/lib/get-coupons';
import { CouponCard } from '../components/coupon-card';
import '../coupons.css';

/** /couponInvalid (spec §2): coupons used, expired or made invalid, newest first. */
export default function CouponInvalidPage() {
  const { t } = useTranslation();
  const { data, isLoading } = useCoupons();
  const spent = (data?.coupons ?? []).filter((c) => c.state !== 'unused');

  return (
    <div className="page coupons-page" data-testid="coupon-invalid-page">
      <PageHeader title={t('coupons.spentTitle')} fallback="/coupon" />
      {isLoading ? (
        <div className="coupons-page__wait">
          <DotLoading />
        </div>
      ) : spent.length === 0 ? (
        <p className="card coupons-page__empty" data-testid="coupon-empty">
          {t('coupons.spentEmpty')}
        </p>
      ) : (
        <ul className="coupon-list" data-testid="coupon-list">
          {spent.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      )}
    </div>
  );
}
