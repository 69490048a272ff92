import { PageProblem } from '@/components/ui/page-problem';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { useTabLinks } from '@/lib/use-tab-links';

/** A repayment that cannot be shown: missing (no id, or not the borrower's) leads to My Loan, else a retry. */
export function RepaymentProblem({ error, retry }: { error?: unknown; retry?: () => void }) {
  const { t } = useTranslation();
  const tabs = useTabLinks();
  const missing = !retry || (error instanceof ApiError && [400, 404].includes(error.status));
  return missing ? (
    <PageProblem
      testId="repayment-missing"
      title={t('repayment.notFound')}
      action={t('repayment.toMyLoan')}
      onAction={() => tabs.toMyLoan({ replace: true })}
    />
  ) : (
    <PageProblem title={t('home.loadFailedBody')} onAction={retry} />
  );
}
