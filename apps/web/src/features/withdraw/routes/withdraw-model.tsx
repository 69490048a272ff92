import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { ApiError, toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { useCreateOrder } from '../api/create-order';
import { quoteQuery } from '../api/get-quote';
import { useWithdrawOptions } from '../api/get-withdraw-options';
import { parseChoice, type WithdrawChoice } from '../components/choice';
import { useIdempotencyKey } from '../components/idempotency-key';
import { OutstandingOrder } from '../components/outstanding-order';
import { PageProblem } from '../components/page-problem';
import { QuoteFigures } from '../components/quote-figures';
import { ScheduleTable } from '../components/schedule-table';
import { useQueryParams } from '../components/use-query-params';
import '../withdraw.css';

/** The confirmation of one choice: every figure, the schedule, and Confirm. */
function Confirmation({ choice }: { choice: WithdrawChoice }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quote = useQuery(quoteQuery(choice));
  const create = useCreateOrder();
  const key = useIdempotencyKey(`${choice.amountPaise}:${choice.termMonths}`);
  const [outstanding, setOutstanding] = useState<string | null>(null);
  // the open order's id: the options name it, and are refetched when an order is found open
  const options = useWithdrawOptions({ enabled: outstanding !== null });

  const onConfirm = useClickLock(() =>
    create.mutate(
      { choice, idempotencyKey: key },
      {
        onSuccess: (order) =>
          navigate(`/withdrawDetail?id=${encodeURIComponent(order.id)}`, { replace: true }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'OUTSTANDING_ORDER') setOutstanding(error.message);
          else toastApiError(error);
        },
      },
    ),
  );

  if (quote.isPending) return <PageLoading />;
  if (quote.isError) {
    const message = quote.error instanceof ApiError ? quote.error.message : '';
    return message ? (
      <PageProblem
        title={message}
        action={t('withdraw.chooseAmount')}
        onAction={() => navigate('/withdrawPage', { replace: true })}
      />
    ) : (
      <PageProblem title={t('home.loadFailedBody')} onAction={() => void quote.refetch()} />
    );
  }

  return (
    <>
      <QuoteFigures quote={quote.data} />
      <section className="card">
        <h2 className="card__title">{t('withdraw.scheduleTitle')}</h2>
        <ScheduleTable schedule={quote.data.schedule} detailed />
      </section>
      {outstanding !== null ? (
        <OutstandingOrder orderId={options.data?.openOrderId ?? null} message={outstanding} />
      ) : (
        <section className="withdraw-confirm">
          <p className="withdraw-confirm__note" data-testid="confirm-note">
            {t('withdraw.confirmNote')}
          </p>
          <Button block data-testid="withdraw-confirm" loading={create.isPending} onClick={onConfirm}>
            {t('withdraw.confirm')}
          </Button>
        </section>
      )}
    </>
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
        title={t('withdraw.noChoiceTitle')}
        action={t('withdraw.chooseAmount')}
        onAction={() => navigate('/withdrawPage', { replace: true })}
      />
    );
  }
  return (
    <div className="page" data-testid="withdraw-model">
      <PageHeader title={t('withdraw.modelTitle')} fallback="/withdrawPage" />
      {content}
    </div>
  );
}
