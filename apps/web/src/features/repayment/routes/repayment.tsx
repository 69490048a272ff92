import type { BillView } from '@app/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CouponChoice } from '@/components/coupon-choice';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { QueryProblem } from '@/components/ui/query-problem';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { formatPaise } from '@/lib/money';
import { useQueryParams } from '@/lib/use-query-params';
import { useCreateRepayment } from '../api/create-repayment';
import { useBill } from '../api/get-bill';
import { BillBanner } from '../components/bill-banner';
import { ExtensionCap, ExtensionSplit } from '../components/extension-split';
import { KindChoice } from '../components/kind-choice';
import { MethodChoice } from '../components/method-choice';
import { OpenRepaymentCard } from '../components/open-repayment-card';
import { PartAmount } from '../components/part-amount';
import {
  availableKinds,
  initialKind,
  kindAmount,
  parseKind,
  parseRupees,
  partProblem,
  payablePaise,
  type RepayKind,
  type RepayMethod,
  repayRequest,
} from '../components/repay-choice';
import { RepaySummary } from '../components/repay-summary';
import { useRepayCoupon } from '../components/use-repay-coupon';
import '@/styles/loan.css';
import '../repayment.css';
import { useTabLinks } from '@/lib/use-tab-links';

/** The choice (what, coupon, how) and Pay; the payment then goes to its UPI code or its progress. */
function RepayForm({ bill, kinds, first }: { bill: BillView; kinds: RepayKind[]; first: RepayKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [picked, setKind] = useState<RepayKind>(first);
  // a kind can close while the page is open (the cooling-off window ends)
  const kind = kinds.includes(picked) ? picked : first;
  const [method, setMethod] = useState<RepayMethod>('upi');
  const [partText, setPartText] = useState('');
  const [partError, setPartError] = useState<string | null>(null);
  const [couponProblem, setCouponProblem] = useState<string | null>(null);
  // QUOTE_EXPIRED: midnight passed since the bill was read; it is read again and shows today's amount
  const [quoteProblem, setQuoteProblem] = useState<string | null>(null);
  const partPaise = parseRupees(partText);
  const amount = kindAmount(bill, kind, partPaise);
  const coupon = useRepayCoupon(amount);
  const couponPaise = coupon.chosen?.coupon.facePaise ?? 0;
  const request = repayRequest(kind, method, partPaise, coupon.chosen?.coupon.id ?? null, bill.businessDay);
  const key = useIdempotencyKey(JSON.stringify([bill.orderId, request]));
  const create = useCreateRepayment();
  const maxPaise = bill.payoff?.totalPaise ?? 0;

  const checkPart = () => {
    const problem = kind === 'partial' ? partProblem(partText, maxPaise) : null;
    setPartError(problem ? errorText(problem) : null);
    return problem === null;
  };

  // the lock guards the request only: a refused amount, corrected at once, is sent
  const send = useClickLock(() =>
    create.mutate(
      { orderId: bill.orderId, request, idempotencyKey: key },
      {
        onSuccess: (repayment) => {
          const id = encodeURIComponent(repayment.id);
          // replace: Back from the payment leads to the bill, which shows it under way
          navigate(repayment.method === 'upi' ? `/RepaymentCode?id=${id}` : `/paymentProcess?id=${id}`, {
            replace: true,
          });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return toastApiError(error);
          if (error.code === 'QUOTE_EXPIRED') {
            setQuoteProblem(error.message || errorText(error.code));
          } else if (error.code === 'COUPON_UNAVAILABLE') {
            setCouponProblem(error.message || errorText(error.code));
            coupon.pick(null);
            coupon.refetch();
          } else if (
            kind === 'partial' &&
            (error.code === 'AMOUNT_ABOVE_OUTSTANDING' || error.code === 'REPAY_AMOUNT_INVALID')
          ) {
            setPartError(error.message || errorText(error.code));
          } else {
            toastApiError(error);
          }
        },
      },
    ),
  );
  const onPay = () => {
    setQuoteProblem(null);
    if (checkPart()) send();
  };

  const busy = create.isPending;
  return (
    <>
      <KindChoice
        bill={bill}
        kinds={kinds}
        value={kind}
        disabled={busy}
        onChange={(next) => {
          setKind(next);
          setPartError(null);
        }}
      />
      {kind === 'partial' ? (
        <PartAmount
          value={partText}
          problem={partError}
          onChange={(value) => {
            setPartText(value);
            setPartError(null);
          }}
          onBlur={() => partText !== '' && checkPart()}
        />
      ) : null}
      {kind === 'extension' && bill.extension ? <ExtensionSplit extension={bill.extension} /> : null}
      {bill.extension && bill.extension.allowance.left === 0 ? (
        <section className="card">
          <ExtensionCap extension={bill.extension} />
        </section>
      ) : null}
      <section className="card">
        {coupon.options.length > 0 || couponProblem ? (
          <CouponChoice
            kind="repayment"
            options={coupon.options}
            value={coupon.chosen?.coupon.id ?? null}
            problem={couponProblem}
            disabled={busy}
            onChange={(id) => {
              setCouponProblem(null);
              coupon.pick(id);
            }}
          />
        ) : (
          <p className="card__hint coupon-empty repay-note" data-testid="coupon-empty">
            {t('repayment.coupons.empty')}
          </p>
        )}
      </section>
      <MethodChoice value={method} onChange={setMethod} disabled={busy} />
      <RepaySummary amountPaise={amount} couponPaise={couponPaise} validToday={kind !== 'partial'} />
      {quoteProblem ? (
        <p className="withdraw-problem" role="alert" data-testid="quote-expired">
          {quoteProblem}
        </p>
      ) : null}
      <Button block data-testid="repay-confirm" loading={busy} onClick={onPay}>
        {amount === null
          ? t('repayment.repay')
          : t('repayment.pay', { amount: formatPaise(payablePaise(amount, couponPaise)) })}
      </Button>
    </>
  );
}

function RepaymentContent({ orderId, wanted }: { orderId: string; wanted: RepayKind | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bill = useBill(orderId);
  if (bill.isPending) return <PageLoading />;
  if (bill.isError) return <QueryProblem error={bill.error} retry={() => void bill.refetch()} />;
  if (bill.data.openRepayment) return <OpenRepaymentCard repayment={bill.data.openRepayment} />;
  const kinds = availableKinds(bill.data);
  const first = initialKind(kinds, wanted);
  if (!first) {
    return (
      <PageProblem
        testId="repay-nothing"
        title={errorText('ORDER_NOT_REPAYABLE')}
        action={t('repayment.viewBill')}
        onAction={() => navigate(`/bill?orderId=${encodeURIComponent(orderId)}`, { replace: true })}
      />
    );
  }
  return (
    <>
      <BillBanner bill={bill.data} />
      <RepayForm key={first} bill={bill.data} kinds={kinds} first={first} />
    </>
  );
}

/** /Repayment?orderId=&kind=: what to pay (bill, in full, a part, extension, cooling-off exit), a coupon, how. */
export default function RepaymentPage() {
  const { t } = useTranslation();
  const tabs = useTabLinks();
  const params = useQueryParams();
  const orderId = params.get('orderId');
  const wanted = parseKind(params.get('kind'));
  return (
    <div className="page" data-testid="repayment-page">
      <PageHeader
        title={t('repayment.repayTitle')}
        fallback={orderId ? `/bill?orderId=${encodeURIComponent(orderId)}` : '/loanIndex'}
      />
      {orderId ? (
        <RepaymentContent orderId={orderId} wanted={wanted} />
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
