import { PageProblem } from '@/components/ui/page-problem';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { useTabLinks } from '@/lib/use-tab-links';

/** A failed read of an order's data: "not found" leads home, anything else offers a retry. */
export function QueryProblem({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const tabs = useTabLinks();
  const missing = error instanceof ApiError && [400, 404].includes(error.status);
  return missing ? (
    <PageProblem
      testId="order-missing"
      title={t('order.orderNotFound')}
      action={t('order.toHome')}
      onAction={() => tabs.toHome({ replace: true })}
    />
  ) : (
    <PageProblem title={t('home.loadFailedBody')} onAction={retry} />
  );
}
