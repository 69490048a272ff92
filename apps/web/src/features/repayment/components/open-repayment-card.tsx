import type { RepaymentView } from '@app/contract';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';

/** A repayment under way on this loan: a new one waits for its result; the way to follow it. */
export function OpenRepaymentCard({ repayment }: { repayment: RepaymentView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card withdraw-next" data-testid="bill-open-repayment" data-state={repayment.state}>
      <h2 className="card__title">{t('repayment.inProgressTitle')}</h2>
      <p>{t('repayment.inProgressBody', { amount: formatPaise(repayment.amountPaise) })}</p>
      <Button
        block
        data-testid="bill-view-payment"
        onClick={() => navigate(`/paymentProcess?id=${encodeURIComponent(repayment.id)}`)}
      >
        {t('repayment.viewPayment')}
      </Button>
    </section>
  );
}
