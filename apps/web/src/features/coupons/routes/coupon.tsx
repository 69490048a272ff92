import type { CouponKind } from '@app/domain';
import { Button, DotLoading, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useTranslation } from '@/i18n/use-translation';
import { useCoupons } from '@/lib/get-coupons';
import { CouponCard } from '../components/coupon-card';
import '../coupons.css';

const KINDS: readonly CouponKind[] = ['repayment', 'withdrawal'];

/**
 * /coupon (spec §2): the coupons the borrower can still use, as app platform
 * (repayment) coupons and withdrawal coupons; spent ones are on /couponInvalid.
 */
export default function CouponPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch } = useCoupons();
  const [kind, setKind] = useState<CouponKind>('repayment');
  const live = (data?.coupons ?? []).filter((c) => c.state === 'unused' && c.kind === kind);
  const spent = (data?.coupons ?? []).filter((c) => c.state !== 'unused').length;

  return (
    <div className="page coupons-page" data-testid="coupon-page">
      <PageHeader title={t('coupons.title')} fallback="/my" />
      <Tabs activeKey={kind} onChange={(key) => setKind(key as CouponKind)}>
        {KINDS.map((k) => (
          <Tabs.Tab key={k} title={<span data-testid={`coupon-tab-${k}`}>{t(`coupons.tab.${k}`)}</span>} />
        ))}
      </Tabs>
      {isLoading ? (
        <div className="coupons-page__wait">
          <DotLoading />
        </div>
      ) : isError ? (
        <div className="card coupons-page__empty">
          <p>{t('coupons.loadFailed')}</p>
          <Button onClick={() => void refetch()}>{t('coupons.retry')}</Button>
        </div>
      ) : live.length === 0 ? (
        <p className="card coupons-page__empty" data-testid="coupon-empty">
          {t(`coupons.empty.${kind}`)}
        </p>
      ) : (
        <ul className="coupon-list" data-testid="coupon-list">
          {live.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      )}
      <Button block fill="none" onClick={() => navigate('/couponInvalid')} data-testid="coupon-invalid-link">
        {t('coupons.spentLink', { count: spent })}
      </Button>
    </div>
  );
}
