import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import emptyImage from '@/assets/empty-loans.svg';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/page-loading';
import { OpenOrderCard } from '@/features/home/components/open-order-card';
import { useOrders } from '../api/get-orders';
import '@/features/home/home.css';

/** My Loan tab: the borrower's loan orders, newest first, each leading to its next step or its detail. */
export default function LoanIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      {list.length === 0 ? (
        <section className="card full-state" data-testid="loan-empty">
          <img src={emptyImage} alt="" width={200} height={150} />
          <h2 className="full-state__title">{t('loan.emptyTitle')}</h2>
          <p className="full-state__body">{t('loan.emptyBody')}</p>
          <Button className="full-state__action" onClick={() => navigate('/homeIndex')}>
            {t('loan.toHome')}
          </Button>
        </section>
      ) : (
        <div data-testid="loan-orders">
          {list.map((order) => (
            <OpenOrderCard key={order.id} order={order} />
          ))}
        </div>
      )}
    </div>
  );
}
