import type { RepaymentView } from '@app/contract';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { type Figure, FigureList } from '@/components/ui/figure-list';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { useTranslation } from '@/i18n/use-translation';
import { dayText } from '@/lib/day-text';
import { formatPaise } from '@/lib/money';
import { useBill } from '../api/get-bill';
import { useRepayment } from '../api/get-repayment';
import { RepaymentGate } from '../components/repayment-gate';
import { RepaymentProblem } from '../components/repayment-problem';
import { isOpenRepayment } from '../components/repayment-progress';
import '@/styles/payout.css';
import '@/styles/loan.css';
import '../repayment.css';
import { useTabLinks } from '@/lib/use-tab-links';

/**
 * Money short of what was asked (a quote from before midnight): booked as a
 * part payment; says so, what was left then, and offers the rest.
 */
function CountedAsPart({ repayment, remainingPaise }: { repayment: RepaymentView; remainingPaise: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const again = `/Repayment?orderId=${encodeURIComponent(repayment.orderId)}&kind=${repayment.kind}`;
  return (
    <div data-testid="repaid-part">
      <p className="payout__body">{t('repayment.countedAsPart')}</p>
      <p className="payout__body">
        {t('repayment.stillToPay')}:{' '}
        <strong data-testid="repaid-remaining">{formatPaise(remainingPaise)}</strong>
      </p>
      <Button block data-testid="repaid-pay-rest" onClick={() => navigate(again, { replace: true })}>
        {t('repayment.payRest')}
      </Button>
    </div>
  );
}

/** After a payment: the loan settled, its next due date, or (extension) the new one. */
function LoanAfter({ repayment }: { repayment: RepaymentView }) {
  const { t } = useTranslation();
  const bill = useBill(repayment.orderId);
  if (
    repayment.remainingPaise !== null &&
    repayment.remainingPaise > 0 &&
    bill.data?.display.state !== 'settled'
  ) {
    return <CountedAsPart repayment={repayment} remainingPaise={repayment.remainingPaise} />;
  }
  if (repayment.newDueDay) {
    return (
      <p className="payout__body" data-testid="repaid-new-due">
        {t('repayment.newDue')}: <strong>{dayText(repayment.newDueDay)}</strong>
      </p>
    );
  }
  if (!bill.data) return null;
  if (bill.data.display.state === 'settled' || !bill.data.repaymentDay) {
    return (
      <p className="payout__body" data-testid="repaid-settled">
        {t('repayment.loanSettled')}
      </p>
    );
  }
  return (
    <p className="payout__body" data-testid="repaid-next-due">
      {t('repayment.nextDue')}: <strong>{dayText(bill.data.repaymentDay)}</strong>
    </p>
  );
}

function Success({ repayment }: { repayment: RepaymentView }) {
  const { t } = useTranslation();
  const allocation = repayment.allocation;
  const figures: Figure[] = allocation
    ? [
        {
          label: t('repayment.allocation.principal'),
          value: formatPaise(allocation.principalPaise),
          testId: 'alloc-principal',
        },
        {
          label: t('repayment.allocation.interest'),
          value: formatPaise(allocation.interestPaise),
          testId: 'alloc-interest',
        },
        {
          label: t('repayment.allocation.penal'),
          value: formatPaise(allocation.penalPaise),
          testId: 'alloc-penal',
        },
      ]
    : [];
  const charges = (repayment.allocation?.feePaise ?? 0) + (repayment.allocation?.gstPaise ?? 0);
  if (charges > 0) {
    figures.push({
      label: t('repayment.allocation.extensionCharges'),
      value: formatPaise(charges),
      testId: 'alloc-extension-charges',
    });
  }
  if (allocation && allocation.excessPaise > 0) {
    figures.push({
      label: t('repayment.allocation.excess'),
      value: formatPaise(allocation.excessPaise),
      testId: 'alloc-excess',
    });
  }
  if (repayment.couponPaise > 0) {
    figures.push({
      label: t('repayment.coupon'),
      value: formatPaise(repayment.couponPaise),
      testId: 'repaid-coupon',
    });
  }
  return (
    <>
      <section className="card payout payout--done" data-testid="repaid-success">
        <span className="payout__icon payout__icon--done" aria-hidden>
          ✓
        </span>
        <h2 className="payout__title">{t('repayment.successTitle')}</h2>
        <p className="payout__label">{t('repayment.amountPaid')}</p>
        <p className="payout__amount" data-testid="repaid-amount">
          {formatPaise(repayment.amountPaise)}
        </p>
        <LoanAfter repayment={repayment} />
      </section>
      {figures.length > 0 ? (
        <section className="card" data-testid="repaid-allocation">
          <h2 className="card__title">{t('repayment.allocationTitle')}</h2>
          <FigureList figures={figures} />
        </section>
      ) : null}
    </>
  );
}

function Failure({ repayment }: { repayment: RepaymentView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const again = `/Repayment?orderId=${encodeURIComponent(repayment.orderId)}&kind=${repayment.kind}`;
  return (
    <>
      <section className="card payout payout--failed" data-testid="repaid-failed" role="alert">
        <span className="payout__icon payout__icon--failed" aria-hidden>
          !
        </span>
        <h2 className="payout__title">{t('repayment.failTitle')}</h2>
        <p className="payout__amount" data-testid="repaid-amount">
          {formatPaise(repayment.amountPaise)}
        </p>
        <p className="payout__message" data-testid="repaid-fail-reason">
          {repayment.failureReason || t('repayment.failDefault')}
        </p>
      </section>
      <Button block data-testid="repaid-try-again" onClick={() => navigate(again, { replace: true })}>
        {t('repayment.tryAgain')}
      </Button>
    </>
  );
}

function ResultContent({ repaymentId }: { repaymentId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = useTabLinks();
  const query = useRepayment(repaymentId);
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <RepaymentProblem error={query.error} retry={() => void query.refetch()} />;
  const repayment = query.data;
  const bill = `/bill?orderId=${encodeURIComponent(repayment.orderId)}`;
  if (isOpenRepayment(repayment.state)) {
    return (
      <section className="card payout" data-testid="repaid-open" data-state={repayment.state}>
        <p className="payout__body">{t('repayment.inProgressTitle')}</p>
        <Button
          block
          data-testid="repaid-view-payment"
          onClick={() =>
            navigate(`/paymentProcess?id=${encodeURIComponent(repayment.id)}`, { replace: true })
          }
        >
          {t('repayment.viewPayment')}
        </Button>
      </section>
    );
  }
  return (
    <div className="repay-result" data-testid="repaid" data-state={repayment.state}>
      {repayment.state === 'succeeded' ? (
        <Success repayment={repayment} />
      ) : (
        <Failure repayment={repayment} />
      )}
      <Button
        block
        variant="outline"
        data-testid="repaid-bill"
        onClick={() => navigate(bill, { replace: true })}
      >
        {t('repayment.viewBill')}
      </Button>
      <Button block variant="outline" data-testid="repaid-my-loan" onClick={() => tabs.toMyLoan()}>
        {t('repayment.toMyLoan')}
      </Button>
    </div>
  );
}

/** /repaidPage?id=: the repayment's result: what was paid and where it went, or why it failed. */
export default function RepaidPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="repaid-page">
      <PageHeader title={t('repayment.resultTitle')} fallback="/loanIndex" />
      <RepaymentGate>{(id) => <ResultContent repaymentId={id} />}</RepaymentGate>
    </div>
  );
}
