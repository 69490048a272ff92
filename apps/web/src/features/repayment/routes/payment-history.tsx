import type { RepaymentView } from '@app/contract';
import { formatDate } from '@app/domain';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { type Figure, FigureList } from '@/components/ui/figure-list';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import { useRepayments } from '../api/get-repayments';
import { isOpenRepayment, repaymentRoute } from '../components/repayment-progress';
import '@/styles/loan.css';
import '../repayment.css';

const STATE_TONE: Record<RepaymentView['state'], string> = {
  initiated: 'soon',
  processing: 'busy',
  succeeded: 'done',
  failed: 'late',
};

function RepaymentRecord({ repayment }: { repayment: RepaymentView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const figures: Figure[] = [
    {
      label: t('repayment.fields.date'),
      value: formatDate(repayment.createdAt, 'DD-MM-YYYY hh:mm'),
      testId: 'record-date',
    },
    { label: t('repayment.fields.orderNo'), value: repayment.orderNo, testId: 'record-order-no' },
    {
      label: t('repayment.fields.method'),
      value: t(`repayment.methods.${repayment.method}`),
      testId: 'record-method',
    },
    { label: t('repayment.fields.utr'), value: repayment.utr ?? t('repayment.none'), testId: 'record-utr' },
  ];
  return (
    <li className="card repay-record" data-testid={`record-${repayment.id}`} data-state={repayment.state}>
      <div className="repay-record__head">
        <span className="repay-record__kind" data-testid="record-kind">
          {t(`repayment.kinds.${repayment.kind}`)}
        </span>
        <span className="repay-record__amount" data-testid="record-amount">
          {formatPaise(repayment.amountPaise)}
        </span>
      </div>
      <span
        className={`repay-chip repay-chip--small repay-chip--${STATE_TONE[repayment.state]}`}
        data-testid="record-state"
      >
        {t(`repayment.states.${repayment.state}`)}
      </span>
      <FigureList figures={figures} />
      {isOpenRepayment(repayment.state) ? (
        <button
          type="button"
          className="link-button"
          data-testid="record-open"
          onClick={() => navigate(repaymentRoute(repayment))}
        >
          {t('repayment.viewPayment')}
        </button>
      ) : null}
    </li>
  );
}

/** /paymentHistory: the repayments of the last 3 months (spec §9), newest first. */
export default function PaymentHistoryPage() {
  const { t } = useTranslation();
  const list = useRepayments();
  let content: ReactNode;
  if (list.isPending) content = <PageLoading />;
  else if (list.isError)
    content = <PageProblem title={t('home.loadFailedBody')} onAction={() => void list.refetch()} />;
  else
    content = (
      <>
        <p className="repay-since" data-testid="history-since">
          {t('repayment.since', { date: formatDate(list.data.since) })}
        </p>
        {list.data.repayments.length === 0 ? (
          <section className="card full-state" data-testid="history-empty">
            <p className="full-state__body">{t('repayment.historyEmpty')}</p>
          </section>
        ) : (
          <ul className="repay-records" data-testid="history-list">
            {list.data.repayments.map((repayment) => (
              <RepaymentRecord key={repayment.id} repayment={repayment} />
            ))}
          </ul>
        )}
      </>
    );
  return (
    <div className="page" data-testid="payment-history-page">
      <PageHeader title={t('repayment.historyTitle')} fallback="/loanIndex" />
      {content}
    </div>
  );
}
