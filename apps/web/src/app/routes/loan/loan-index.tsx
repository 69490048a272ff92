import type { OrderView } from '@app/contract';
import { useNavigate } from 'react-router';
import { OrderCard } from '@/app/routes/order-card';
import emptyImage from '@/assets/empty-loans.svg';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/page-loading';
import { LimitOfferCard } from '@/features/offers/components/limit-offer-card';
import { useOrders } from '@/features/order/api/get-orders';
import { allSettled } from '@/features/repayment/components/display-state';
import { useTranslation } from '@/i18n/use-translation';
import '@/features/home/home.css';
import { useTabLinks } from '@/lib/use-tab-links';

/** The loans, the way to the repayment records, and "All settled" once nothing is owed. */
function OrderList({ orders }: { orders: readonly OrderView[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settled = allSettled(orders);
  return (
    <>
      {settled ? (
        <section className="card loan-settled" data-testid="loan-all-settled">
          <h2 className="loan-settled__title">{t('repayment.allSettled')}</h2>
          <p className="loan-settled__body">{t('repayment.allSettledBody')}</p>
        </section>
      ) : null}
      <div className="loan-orders" data-testid="loan-orders">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </div>
      <Button block variant="outline" data-testid="loan-history" onClick={() => navigate('/paymentHistory')}>
        {t('repayment.history')}
      </Button>
      <Button block variant="outline" data-testid="loan-documents" onClick={() => navigate('/documents')}>
        {t('documents.center.entry')}
      </Button>
    </>
  );
}

/** My Loan tab: the borrower's loan orders, newest first, each leading to its next step or its bill. */
export default function LoanIndexPage() {
  const { t } = useTranslation();
  const tabs = useTabLinks();
  const orders = useOrders();
  if (orders.isPending) return <PageLoading />;
  if (orders.isError) {
    return (
      <div className="page">
        <h1 className="page-title">{t('loan.title')}</h1>
        <section className="card full-state" data-testid="loan-error" role="alert">
          <h2 className="full-state__title">{t('home.loadFailed')}</h2>
          <p className="full-state__body">{t('home.loadFailedBody')}</p>
          <Button className="full-state__action" onClick={() => void orders.refetch()}>
            {t('common.retry')}
          </Button>
        </section>
      </div>
    );
  }
  const list = orders.data.orders;
  return (
    <div className="page">
      <h1 className="page-title">{t('loan.title')}</h1>
      <LimitOfferCard />
      {list.length === 0 ? (
        <section className="card full-state" data-testid="loan-empty">
          <img src={emptyImage} alt="" width={200} height={150} />
          <h2 className="full-state__title">{t('loan.emptyTitle')}</h2>
          <p className="full-state__body">{t('loan.emptyBody')}</p>
          <Button className="full-state__action" onClick={() => tabs.toHome()}>
            {t('loan.toHome')}
          </Button>
        </section>
      ) : (
        <OrderList orders={list} />
      )}
    </div>
  );
}
