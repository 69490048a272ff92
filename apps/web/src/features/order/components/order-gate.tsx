import type { ReactNode } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { useTranslation } from '@/i18n/use-translation';
import { useTabLinks } from '@/lib/use-tab-links';
import { useOrderId } from './use-order-id';

/** Renders `children(orderId)` once the page knows its order; otherwise why not, with a way on. */
export function OrderGate({ children }: { children: (orderId: string) => ReactNode }) {
  const { t } = useTranslation();
  const tabs = useTabLinks();
  const order = useOrderId();
  switch (order.status) {
    case 'loading':
      return <PageLoading />;
    case 'failed':
      return <PageProblem title={t('home.loadFailedBody')} onAction={order.retry} />;
    case 'none':
      return (
        <PageProblem
          testId="no-order"
          title={t('order.orderNotFound')}
          action={t('order.toHome')}
          onAction={() => tabs.toHome({ replace: true })}
        />
      );
    case 'found':
      return <>{children(order.id)}</>;
  }
}
