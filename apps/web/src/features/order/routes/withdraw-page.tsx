import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { useQueryParams } from '@/lib/use-query-params';
import { useWithdrawOptions } from '../api/get-withdraw-options';
import { amountRange } from '../components/amount-steps';
import { parseChoice } from '../components/choice';
import { OutstandingOrder } from '../components/outstanding-order';
import { WithdrawForm } from '../components/withdraw-form';
import '@/styles/loan.css';
import '../order.css';
import { useTabLinks } from '@/lib/use-tab-links';

/** /withdrawPage: choose the amount and the term, with the price of the choice as it changes. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const tabs = useTabLinks();
  const params = useQueryParams();
  const options = useWithdrawOptions();
  const toHome = () => tabs.toHome({ replace: true });

  let content: ReactNode;
  if (options.isPending) {
    content = <PageLoading />;
  } else if (options.isError) {
    content =
      options.error instanceof ApiError && options.error.code === 'LOAN_NOT_APPROVED' ? (
        <PageProblem
          testId="withdraw-not-approved"
          title={errorText('LOAN_NOT_APPROVED')}
          body={t('order.notApprovedBody')}
          action={t('order.toHome')}
          onAction={toHome}
        />
      ) : (
        <PageProblem title={t('home.loadFailedBody')} onAction={() => void options.refetch()} />
      );
  } else if (options.data.openOrderId) {
    content = <OutstandingOrder orderId={options.data.openOrderId} />;
  } else {
    const range = amountRange(options.data);
    content = range ? (
      <WithdrawForm options={options.data} range={range} initial={parseChoice(params)} />
    ) : (
      <PageProblem title={t('order.nothingOpen')} action={t('order.toHome')} onAction={toHome} />
    );
  }

  return (
    <div className="page" data-testid="withdraw-page">
      <PageHeader title={t('order.pageTitle')} />
      {content}
    </div>
  );
}
