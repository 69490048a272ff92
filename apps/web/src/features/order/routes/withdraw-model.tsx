import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CouponChoice } from '@/components/coupon-choice';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { bestCouponId, couponOptions } from '@/lib/coupon-options';
import { useCoupons } from '@/lib/get-coupons';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useQueryParams } from '@/lib/use-query-params';
import { useCreateOrder } from '../api/create-order';
import { quoteQuery } from '../api/get-quote';
import { useWithdrawOptions } from '../api/get-withdraw-options';
import { parseChoice, type WithdrawChoice } from '../components/choice';
import { OutstandingOrder } from '../components/outstanding-order';
import { QuoteFigures } from '../components/quote-figures';
import { ScheduleTable } from '../components/schedule-table';
import '@/styles/loan.css';
import '../order.css';

/** The coupon on the confirmation: the borrower's pick, else the best usable one once coupons arrive. */
function useCouponPick(amountPaise: number) {
  const coupons = useCoupons();
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const options = useMemo(
    () => couponOptions(coupons.data?.coupons ?? [], amountPaise, new Date()),
    [coupons.data, amountPaise],
  );
  // undefined while the coupons load: pricing waits so that it is done once
  let couponId: string | null | undefined = picked;
  if (couponId === undefined && !coupons.isPending) couponId = bestCouponId(options);
  return { options, couponId, setPicked, refetch: coupons.refetch };
}

/** The confirmation of one choice: every figure, the coupon, the schedule, and Confirm. */
function Confirmation({ choice }: { choice: WithdrawChoice }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const coupon = useCouponPick(choice.amountPaise);
  const priced: WithdrawChoice = coupon.couponId
    ? { ...choice, couponId: coupon.couponId }
    : { amountPaise: choice.amountPaise, termMonths: choice.termMonths };
  const quote = useQuery({
    ...quoteQuery(priced),
    enabled: coupon.couponId !== undefined,
    placeholderData: keepPreviousData,
  });
  const create = useCreateOrder();
  const key = useIdempotencyKey(`${priced.amountPaise}:${priced.termMonths}:${priced.couponId ?? ''}`);
  const [outstanding, setOutstanding] = useState<string | null>(null);
  const [couponProblem, setCouponProblem] = useState<string | null>(null);
  // the open order's id: the options name it, and are refetched when an order is found open
  const options = useWithdrawOptions({ enabled: outstanding !== null });

  const refuseCoupon = (error: ApiError) => {
    setCouponProblem(error.message || errorText('COUPON_UNAVAILABLE'));
    coupon.setPicked(null);
    void coupon.refetch();
  };
  const quoteError = quote.error;
  const { setPicked, refetch } = coupon;
  useEffect(() => {
    if (quoteError instanceof ApiError && quoteError.code === 'COUPON_UNAVAILABLE') {
      setCouponProblem(quoteError.message || errorText('COUPON_UNAVAILABLE'));
      setPicked(null);
      void refetch();
    }
  }, [quoteError, setPicked, refetch]);

  const onConfirm = useClickLock(() =>
    create.mutate(
      { choice: priced, idempotencyKey: key },
      {
        onSuccess: (order) =>
          navigate(`/withdrawDetail?id=${encodeURIComponent(order.id)}`, { replace: true }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'OUTSTANDING_ORDER') setOutstanding(error.message);
          else if (error instanceof ApiError && error.code === 'COUPON_UNAVAILABLE') refuseCoupon(error);
          else toastApiError(error);
        },
      },
    ),
  );

  const couponRefused = quoteError instanceof ApiError && quoteError.code === 'COUPON_UNAVAILABLE';
  if (quote.isPending || couponRefused) return <PageLoading />;
  if (quote.isError) {
    const message = quote.error instanceof ApiError ? quote.error.message : '';
    return message ? (
      <PageProblem
        title={message}
        action={t('order.chooseAmount')}
        onAction={() => navigate('/withdrawPage', { replace: true })}
      />
    ) : (
      <PageProblem title={t('home.loadFailedBody')} onAction={() => void quote.refetch()} />
    );
  }
  const stale = quote.isPlaceholderData || quote.isFetching;

  return (
    <div
      className={stale ? 'withdraw-quote withdraw-quote--stale' : 'withdraw-quote'}
      aria-busy={stale || undefined}
    >
      <QuoteFigures
        quote={quote.data}
        deductionsExtra={
          coupon.options.length > 0 || couponProblem ? (
            <CouponChoice
              options={coupon.options}
              value={coupon.couponId ?? null}
              problem={couponProblem}
              disabled={create.isPending}
              onChange={(id) => {
                setCouponProblem(null);
                coupon.setPicked(id);
              }}
            />
          ) : (
            <p className="card__hint coupon-empty" data-testid="coupon-empty">
              {t('order.coupons.empty')}
            </p>
          )
        }
      />
      <section className="card">
        <h2 className="card__title">{t('order.scheduleTitle')}</h2>
        <ScheduleTable schedule={quote.data.schedule} detailed />
      </section>
      {outstanding !== null ? (
        <OutstandingOrder orderId={options.data?.openOrderId ?? null} message={outstanding} />
      ) : (
        <section className="withdraw-confirm">
          <p className="withdraw-confirm__note" data-testid="confirm-note">
            {t('order.confirmNote')}
          </p>
          <Button
            block
            data-testid="withdraw-confirm"
            loading={create.isPending}
            disabled={stale}
            onClick={onConfirm}
          >
            {t('order.confirm')}
          </Button>
        </section>
      )}
    </div>
  );
}

/** /withdrawModel: the withdrawal confirmation (spec §2: fee breakdown and coupon choice). */
export default function WithdrawModelPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useQueryParams();
  const choice = parseChoice(params);
  let content: ReactNode;
  if (choice) {
    content = <Confirmation key={`${choice.amountPaise}:${choice.termMonths}`} choice={choice} />;
  } else {
    content = (
      <PageProblem
        title={t('order.noChoiceTitle')}
        action={t('order.chooseAmount')}
        onAction={() => navigate('/withdrawPage', { replace: true })}
      />
    );
  }
  return (
    <div className="page" data-testid="withdraw-model">
      <PageHeader title={t('order.modelTitle')} fallback="/withdrawPage" />
      {content}
    </div>
  );
}
