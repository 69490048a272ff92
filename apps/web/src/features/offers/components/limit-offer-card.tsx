import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { formatPaise } from '@/lib/money';
import { showToast } from '@/lib/toast';
import { type OfferAnswer, useAnswerLimitOffer } from '../api/answer-limit-offer';
import { useLimitOffer } from '../api/get-limit-offer';

/**
 * A higher limit and longer terms earned by repaying on time. RBI: it applies
 * only once the borrower accepts, so it is offered, never applied here.
 * Styled by home.css (My Loan).
 */
export function LimitOfferCard() {
  const { t } = useTranslation();
  const offer = useLimitOffer();
  const answer = useAnswerLimitOffer();
  const pending = answer.isPending ? answer.variables?.answer : undefined;
  const reply = useClickLock((offerId: string, choice: OfferAnswer) =>
    answer.mutate(
      { offerId, answer: choice },
      {
        onSuccess: () =>
          showToast(choice === 'accept' ? t('repayment.offer.accepted') : t('repayment.offer.declined')),
        onError: toastApiError,
      },
    ),
  );
  const data = offer.data;
  if (data?.state !== 'offered') return null;
  return (
    <section className="card offer-card" data-testid="limit-offer" aria-labelledby="limit-offer-title">
      <h2 className="card__title" id="limit-offer-title">
        {t('repayment.offer.title')}
      </h2>
      <p className="offer-card__quota" data-testid="limit-offer-quota">
        {formatPaise(data.quotaPaise)}
      </p>
      <p>
        {t('repayment.offer.body', {
          from: formatPaise(data.fromQuotaPaise),
          to: formatPaise(data.quotaPaise),
          months: data.maxTermMonths,
        })}
      </p>
      <p className="card__hint">{t('repayment.offer.note')}</p>
      <div className="offer-card__actions">
        <Button
          variant="outline"
          data-testid="limit-offer-decline"
          loading={pending === 'decline'}
          disabled={answer.isPending}
          onClick={() => reply(data.id, 'decline')}
        >
          {t('repayment.offer.decline')}
        </Button>
        <Button
          data-testid="limit-offer-accept"
          loading={pending === 'accept'}
          disabled={answer.isPending}
          onClick={() => reply(data.id, 'accept')}
        >
          {t('repayment.offer.accept')}
        </Button>
      </div>
    </section>
  );
}
