import type { RepaymentView } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import { nativeEvents } from '@/lib/native-events';
import { useRepayment } from '../api/get-repayment';
import { refreshAfterRepayment } from '../api/refresh-after-repayment';
import { RepaymentGate } from '../components/repayment-gate';
import { RepaymentProblem } from '../components/repayment-problem';
import { awaitsUtr, isOpenRepayment, showsSimulator } from '../components/repayment-progress';
import { SimulatorPanel } from '../components/simulator-panel';
import '@/styles/payout.css';
import '../repayment.css';

function Waiting({ repayment }: { repayment: RepaymentView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utrFirst = awaitsUtr(repayment);
  return (
    <section
      className="card payout payout--waiting"
      data-testid="repayment-progress"
      data-state={repayment.state}
      aria-live="polite"
    >
      <span className="payout__spinner" aria-hidden />
      <h2 className="payout__title" data-testid="repayment-progress-title">
        {repayment.state === 'initiated' ? t('repayment.awaitingPayment') : t('repayment.processTitle')}
      </h2>
      <p className="payout__amount" data-testid="repayment-amount">
        {formatPaise(repayment.amountPaise)}
      </p>
      <p className="payout__body">{utrFirst ? t('repayment.awaitingUtr') : t('repayment.processing')}</p>
      {utrFirst ? (
        <Button
          block
          data-testid="repayment-enter-utr"
          onClick={() => navigate(`/RepaymentCode?id=${encodeURIComponent(repayment.id)}`, { replace: true })}
        >
          {t('repayment.enterUtr')}
        </Button>
      ) : null}
      <p className="card__hint">{t('repayment.canLeave')}</p>
    </section>
  );
}

function ProcessContent({ repaymentId }: { repaymentId: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useRepayment(repaymentId, { poll: true });
  const settled = query.data && !isOpenRepayment(query.data.state);
  useEffect(() => {
    if (!settled) return;
    if (query.data?.state === 'succeeded') nativeEvents.repaid();
    refreshAfterRepayment(client);
    navigate(`/repaidPage?id=${encodeURIComponent(repaymentId)}`, { replace: true });
  }, [settled, client, navigate, repaymentId, query.data?.state]);
  // a failed poll keeps the last answer on screen; polling goes on
  if (query.data && !settled) {
    return (
      <>
        <Waiting repayment={query.data} />
        {showsSimulator(query.data) ? <SimulatorPanel repayment={query.data} /> : null}
      </>
    );
  }
  if (query.isError) return <RepaymentProblem error={query.error} retry={() => void query.refetch()} />;
  return <PageLoading />;
}

/** /paymentProcess?id=: "Repayment in progress", asked about every 2 s until it succeeds or fails. */
export default function PaymentProcessPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="payment-process-page">
      <PageHeader title={t('repayment.processTitle')} fallback="/loanIndex" />
      <RepaymentGate>{(id) => <ProcessContent repaymentId={id} />}</RepaymentGate>
    </div>
  );
}
