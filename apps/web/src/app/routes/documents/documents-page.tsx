import type { OrderView } from '@app/contract';
import { formatDate } from '@app/domain';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { QueryProblem } from '@/components/ui/query-problem';
import { useDocuments } from '@/features/documents/api/get-documents';
import { LoanDocuments, type LoanSummary } from '@/features/documents/components/loan-documents';
import { useOrders } from '@/features/order/api/get-orders';
import { BILLED_STATES } from '@/features/order/components/billed-states';
import { useTranslation } from '@/i18n/use-translation';
import { useTabLinks } from '@/lib/use-tab-links';
import '@/features/documents/documents.css';

/** Orders with documents: signed, or paid out (and after). */
const hasDocuments = (order: OrderView) => order.signedAt !== null || BILLED_STATES.has(order.state);

function loanSummary(order: OrderView): LoanSummary {
  return {
    id: order.id,
    orderNo: order.orderNo,
    disbursedAt: order.disbursedAt,
    closed: order.state === 'settled' || order.state === 'canceled_cooling_off',
  };
}

/** One loan's card: its number, its payout day, and its documents once their list has come. */
function LoanCard({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const list = useDocuments(order.id);
  const loan = loanSummary(order);
  return (
    <section
      className="card docs-loan"
      data-testid={`docs-loan-${order.id}`}
      aria-labelledby={`docs-${order.id}`}
    >
      <header className="docs-loan__head">
        <h2 className="docs-loan__title" id={`docs-${order.id}`}>
          {t('documents.center.loan', { orderNo: order.orderNo })}
        </h2>
        {loan.closed ? <span className="docs-loan__tag">{t('documents.center.settled')}</span> : null}
        {order.disbursedAt ? (
          <span className="docs-loan__meta">
            {t('documents.center.paidOut', { date: formatDate(order.disbursedAt) })}
          </span>
        ) : null}
      </header>
      {list.isPending ? <PageLoading /> : null}
      {list.isError ? <QueryProblem error={list.error} retry={() => void list.refetch()} /> : null}
      {list.isSuccess ? <LoanDocuments loan={loan} list={list.data} /> : null}
    </section>
  );
}

/** /documents (issue 33): every loan's documents, statements and certificates, from My Loan and Profile. */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const tabs = useTabLinks();
  const orders = useOrders();
  const loans = orders.data?.orders.filter(hasDocuments) ?? [];
  return (
    <div className="page" data-testid="documents-page">
      <PageHeader title={t('documents.center.title')} fallback="/loanIndex" />
      {orders.isPending ? <PageLoading /> : null}
      {orders.isError ? <QueryProblem error={orders.error} retry={() => void orders.refetch()} /> : null}
      {orders.isSuccess && loans.length > 0 ? (
        <>
          <p className="agreements-intro">{t('documents.center.intro')}</p>
          {loans.map((order) => (
            <LoanCard key={order.id} order={order} />
          ))}
        </>
      ) : null}
      {orders.isSuccess && loans.length === 0 ? (
        <section className="card full-state" data-testid="documents-empty">
          <h2 className="full-state__title">{t('documents.center.empty')}</h2>
          <p className="full-state__body">{t('documents.center.emptyBody')}</p>
          <Button className="full-state__action" onClick={() => tabs.toHome()}>
            {t('loan.toHome')}
          </Button>
        </section>
      ) : null}
    </div>
  );
}
