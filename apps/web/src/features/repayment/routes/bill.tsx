import type { BillView } from '@app/contract';
import { formatDate } from '@app/domain';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { QueryProblem } from '@/components/ui/query-problem';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import { useQueryParams } from '@/lib/use-query-params';
import { useBill } from '../api/get-bill';
import { BillBanner } from '../components/bill-banner';
import { BillFigures } from '../components/bill-figures';
import { isRepayable } from '../components/display-state';
import { ExtensionCap } from '../components/extension-split';
import { InstalmentTable } from '../components/instalment-table';
import { MandateCard } from '../components/mandate-card';
import { OpenRepaymentCard } from '../components/open-repayment-card';
import '@/styles/loan.css';
import '../repayment.css';
import { useTabLinks } from '@/lib/use-tab-links';

/** Repay and Extend, or the repayment under way, or the cooling-off exit while it is open. */
function BillActions({ bill }: { bill: BillView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const repay = (kind?: string) =>
    navigate(`/Repayment?orderId=${encodeURIComponent(bill.orderId)}${kind ? `&kind=${kind}` : ''}`);
  if (bill.openRepayment) return <OpenRepaymentCard repayment={bill.openRepayment} />;
  if (!isRepayable(bill.display)) return null;
  // The cap on extensions in a row (decision 068): none left, no Extend, and the bill says why.
  const extension = bill.extension && bill.extension.allowance.left > 0 ? bill.extension : null;
  return (
    <>
      <section className="repay-bill-actions">
        <div className={extension ? 'repay-actions' : 'repay-actions repay-actions--one'}>
          {extension ? (
            <Button variant="outline" data-testid="bill-extend" onClick={() => repay('extension')}>
              {t('repayment.extend')}
            </Button>
          ) : null}
          <Button data-testid="bill-repay" onClick={() => repay()}>
            {t('repayment.repay')}
          </Button>
        </div>
        {extension ? (
          <p className="card__hint repay-note" data-testid="bill-extend-hint">
            {t('repayment.extendHint', {
              days: extension.days,
              amount: formatPaise(extension.totalPaise),
              cost: formatPaise(extension.costPaise),
            })}
          </p>
        ) : null}
        {bill.extension ? <ExtensionCap extension={bill.extension} /> : null}
      </section>
      {bill.coolingOff ? (
        <section className="card" data-testid="bill-cooling-off">
          <h2 className="card__title">{t('repayment.coolingOffTitle')}</h2>
          <p className="card__hint">
            {t('repayment.coolingOffBody', {
              time: formatDate(bill.coolingOff.until, 'DD-MM-YYYY hh:mm'),
              amount: formatPaise(bill.coolingOff.exitAmountPaise),
            })}
          </p>
          {bill.totalDeductionPaise > 0 ? (
            <p className="card__hint" data-testid="bill-cooling-off-kept">
              {t('repayment.coolingOffKept', { fees: formatPaise(bill.totalDeductionPaise) })}
            </p>
          ) : null}
          <Button
            block
            variant="outline"
            data-testid="bill-cooling-off-exit"
            onClick={() => repay('cooling_off')}
          >
            {t('repayment.coolingOffExit')}
          </Button>
        </section>
      ) : null}
    </>
  );
}

function BillContent({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bill = useBill(orderId);
  if (bill.isPending) return <PageLoading />;
  if (bill.isError) return <QueryProblem error={bill.error} retry={() => void bill.refetch()} />;
  return (
    <>
      <BillBanner bill={bill.data} />
      <BillActions bill={bill.data} />
      {isRepayable(bill.data.display) ? <MandateCard orderId={orderId} /> : null}
      <InstalmentTable instalments={bill.data.instalments} />
      <BillFigures bill={bill.data} />
      <Button block variant="outline" data-testid="bill-history" onClick={() => navigate('/paymentHistory')}>
        {t('repayment.history')}
      </Button>
    </>
  );
}

/** /bill?orderId=: a disbursed loan's bill: its state, what is due, the instalments and every §3 field. */
export default function BillPage() {
  const { t } = useTranslation();
  const tabs = useTabLinks();
  const orderId = useQueryParams().get('orderId');
  return (
    <div className="page" data-testid="bill-page">
      <PageHeader title={t('repayment.billTitle')} fallback="/loanIndex" />
      {orderId ? (
        <BillContent orderId={orderId} />
      ) : (
        <PageProblem
          testId="no-order"
          title={t('order.orderNotFound')}
          action={t('repayment.toMyLoan')}
          onAction={() => tabs.toMyLoan({ replace: true })}
        />
      )}
    </div>
  );
}
