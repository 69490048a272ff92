import type { OrderView, QuoteView } from '@app/contract';
import { istDayKey } from '@app/domain';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FigureList } from '@/components/ui/figure-list';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { useOrder } from '@/features/order/api/get-order';
import { CoolingOffCard } from '@/features/order/components/cooling-off-card';
import { documentsRoute, OrderNext, orderEvents } from '@/features/order/components/order-next';
import { QuoteFigures } from '@/features/order/components/quote-figures';
import { ScheduleTable } from '@/features/order/components/schedule-table';
import { MandateCard } from '@/features/repayment/components/mandate-card';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { dayText } from '@/lib/day-text';
import { formatPaise } from '@/lib/money';
import { useQueryParams } from '@/lib/use-query-params';
import '@/styles/loan.css';
import '@/features/order/order.css';
import { useTabLinks } from '@/lib/use-tab-links';

/**
 * The loan as its books keep it once disbursed (decision 069): the period from
 * the payout day, the schedule's due days and interest as payments and
 * extensions left them; before that, the quote as signed.
 */
function asBooked(order: OrderView): QuoteView {
  const { quote, schedule, disbursedAt } = order;
  if (!schedule || !disbursedAt) return quote;
  const interestPaise = schedule.reduce((s, row) => s + row.interestPaise, 0);
  return {
    ...quote,
    startDay: istDayKey(disbursedAt),
    endDay: schedule.at(-1)?.dueDay ?? quote.endDay,
    schedule,
    interestPaise,
    totalRepayablePaise: quote.amountPaise + interestPaise,
  };
}

function OrderContent({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = useTabLinks();
  const order = useOrder(id);
  if (order.isPending) return <PageLoading />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && [400, 404].includes(order.error.status);
    return missing ? (
      <PageProblem
        title={t('order.orderNotFound')}
        action={t('order.toHome')}
        onAction={() => tabs.toHome({ replace: true })}
      />
    ) : (
      <PageProblem title={t('home.loadFailedBody')} onAction={() => void order.refetch()} />
    );
  }
  const { quote } = order.data;
  const loan = asBooked(order.data);
  return (
    <>
      <section className="card withdraw-order" data-testid="order-head" data-state={order.data.state}>
        <p className="withdraw-order__amount" data-testid="order-amount">
          {formatPaise(quote.amountPaise)}
        </p>
        <span className={`order-state order-state--${order.data.state}`} data-testid="order-state">
          {t(`order.states.${order.data.state}`)}
        </span>
        <FigureList
          figures={[
            { label: t('order.orderNo'), value: order.data.orderNo, testId: 'order-no' },
            {
              label: t('order.createdAt'),
              // the business day it was priced on, which is the day it was created (India time)
              value: dayText(quote.startDay),
              testId: 'order-created',
            },
            ...orderEvents(order.data, t),
          ]}
        />
      </section>
      <OrderNext order={order.data} />
      <CoolingOffCard order={order.data} />
      {order.data.state === 'disbursed' ? <MandateCard orderId={order.data.id} /> : null}
      <QuoteFigures quote={loan} />
      <section className="card">
        <h2 className="card__title">{t('order.scheduleTitle')}</h2>
        <ScheduleTable schedule={loan.schedule} detailed />
      </section>
      <Button
        block
        variant="outline"
        data-testid="order-documents"
        onClick={() => navigate(documentsRoute(order.data))}
      >
        {t('order.documents')}
      </Button>
      <Button block variant="outline" data-testid="order-home" onClick={() => tabs.toHome()}>
        {t('order.toHome')}
      </Button>
    </>
  );
}

/** /withdrawDetail?id=: one loan order, its state in words, every figure and the schedule. */
export default function WithdrawDetailPage() {
  const { t } = useTranslation();
  const tabs = useTabLinks();
  const params = useQueryParams();
  const id = params.get('id');
  let content: ReactNode;
  if (id) content = <OrderContent id={id} />;
  else
    content = (
      <PageProblem
        title={t('order.orderNotFound')}
        action={t('order.toHome')}
        onAction={() => tabs.toHome({ replace: true })}
      />
    );
  return (
    <div className="page" data-testid="withdraw-detail">
      <PageHeader title={t('order.detailTitle')} />
      {content}
    </div>
  );
}
