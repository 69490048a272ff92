import type { HomeResponse, OrderView } from '@app/contract';
import { lazy, Suspense, useState } from 'react';
import errorImage from '@/assets/unavailable.svg';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/page-loading';
import { takeArrivedEarly, useHome } from '@/features/home/api/get-home';
import { ApprovedCard, ContinueCard, UnderReviewCard } from '@/features/home/components/application-cards';
import { ApplyHero } from '@/features/home/components/apply-hero';
import { CalculatorsEntry } from '@/features/home/components/calculators-entry';
import { ReuploadCard } from '@/features/home/components/decision-cards';
import { InviteEntry } from '@/features/home/components/invite-entry';
import { ProductList } from '@/features/home/components/product-list';
import { MessagesBell } from '@/features/messages/components/messages-bell';
import { useCurrentOrder } from '@/features/order/api/get-current-order';
import { nextStepRoute } from '@/features/order/components/next-step';
import { OrderHero } from '@/features/order/components/order-hero';
import { LoanDueCard } from '@/features/repayment/components/loan-due-card';
import { useTranslation } from '@/i18n/use-translation';
import { useBrand } from '@/lib/public-config';
import { AfterPaint } from '@/lib/use-after-paint';
import { useNativeHomeEvents } from '@/lib/use-native-home-events';
import '@/features/home/home.css';

// Loaded after Home's first content shows, and only on Home: most visits have nothing to offer.
const InstallOffer = lazy(() => import('@/features/install/components/install-offer'));
// Only a declined application needs the error catalogue (all three languages): loaded for it alone.
const RejectedCard = lazy(() => import('@/features/application/components/rejected-card'));

/**
 * An approved borrower with a loan open sees the loan, not the quota: the
 * amount due and Repay once the money is out, the order's next step before.
 */
function OpenLoan({ order }: { order: OrderView }) {
  if (order.state === 'disbursed') return <LoanDueCard order={order} to={nextStepRoute(order)} />;
  return <OrderHero order={order} />;
}

/** The call to action of each stage; a stage other than apply always comes with its application. */
function StageContent({ home, order }: { home: HomeResponse; order: OrderView | null | undefined }) {
  const application = home.application;
  if (home.stage === 'apply' || !application) return <ApplyHero home={home} />;
  switch (home.stage) {
    case 'continue':
      return <ContinueCard application={application} />;
    case 'under_review':
      return <UnderReviewCard application={application} />;
    case 'approved':
      // While the order is asked for, a blank rather than a Withdraw that may be wrong.
      if (order === undefined) return <div className="stage-card" aria-busy />;
      return order ? <OpenLoan order={order} /> : <ApprovedCard application={application} />;
    case 'rejected':
      return (
        <Suspense fallback={null}>
          <RejectedCard application={application} />
        </Suspense>
      );
    case 'identity_failed':
      return <ReuploadCard application={application} />;
  }
}

/** Home tab (spec §2): the offer and Apply, then the application's progress, review and decision. */
export default function HomeIndexPage() {
  const { t } = useTranslation();
  const { proName } = useBrand();
  const home = useHome();
  const [loadedEarly] = useState(takeArrivedEarly);
  // Home's answer does not carry orders: an approved borrower may have one open (the hero shows it).
  const order = useCurrentOrder({ enabled: home.data?.stage === 'approved' });
  const orderLoading = home.data?.stage === 'approved' && order.isPending;
  useNativeHomeEvents(
    home.data && !orderLoading
      ? {
          stage: home.data.stage,
          quotaPaise: home.data.application?.quotaPaise ?? null,
          orderState: order.data?.state ?? null,
        }
      : null,
    home.isFetching,
    loadedEarly,
  );

  if (home.isPending) return <PageLoading />;
  if (home.isError) {
    return (
      <div className="page">
        <section className="card full-state" data-testid="home-error" role="alert">
          <img src={errorImage} alt="" width={200} height={150} />
          <h1 className="full-state__title">{t('home.loadFailed')}</h1>
          <p className="full-state__body">{t('home.loadFailedBody')}</p>
          <Button
            className="full-state__action"
            data-testid="home-retry"
            loading={home.isFetching}
            onClick={() => void home.refetch()}
          >
            {t('common.retry')}
          </Button>
        </section>
      </div>
    );
  }

  return (
    <div className="page">
      <header className="home-hero" data-testid="home-stage" data-stage={home.data.stage}>
        <div className="home-hero__top">
          <h1 className="home-hero__brand">{proName}</h1>
          <MessagesBell />
        </div>
        {/* Orders that cannot be read leave the quota: the withdrawal page checks for an open order itself. */}
        <StageContent home={home.data} order={order.isError ? null : order.data} />
      </header>
      <ProductList offers={home.data.offers} />
      <CalculatorsEntry />
      <InviteEntry />
      {/* Last: it appears once the browser offers to install, and moves nothing when it does. */}
      <AfterPaint>
        <Suspense fallback={null}>
          <InstallOffer />
        </Suspense>
      </AfterPaint>
    </div>
  );
}
