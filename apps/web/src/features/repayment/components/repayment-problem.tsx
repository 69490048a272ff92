import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageProblem } from '@/features/withdraw/components/page-problem';
import { ApiError } from '@/lib/api-client';

/** A repayment that cannot be shown: missing (no id, or not the borrower's) leads to My Loan, else a retry. */
export function RepaymentProblem({ error, retry }: { error?: unknown; retry?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const missing = !retry || (error instanceof ApiError && [400, 404].includes(error.status));
  return missing ? (
    <PageProblem
      testId="repayment-missing"
      title={t('repayment.notFound')}
      action={t('repayment.toMyLoan')}
      onAction={() => navigate('/loanIndex', { replace: true })}
    />
  ) : (
    <PageProblem title={t('home.loadFailedBody')} onAction={retry} />
  );
}
