import type { RepaymentView } from '@app/contract';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { type SimulatedOutcome, useSimulateRepayment } from '../api/simulate-repayment';

/**
 * The payment gateway simulator (test mode): the tester pays or declines a
 * gateway repayment; the page then follows it like a real one.
 */
export function SimulatorPanel({ repayment }: { repayment: RepaymentView }) {
  const { t } = useTranslation();
  const simulate = useSimulateRepayment();
  const answer = useClickLock((outcome: SimulatedOutcome) =>
    simulate.mutate({ repaymentId: repayment.id, outcome }, { onError: toastApiError }),
  );
  const busy = simulate.isPending;
  return (
    <section
      className="card repay-simulator"
      data-testid="gateway-simulator"
      aria-labelledby="simulator-title"
    >
      <h2 className="repay-simulator__title" id="simulator-title">
        {t('repayment.simulator.title')}
      </h2>
      <p className="card__hint">{t('repayment.simulator.body')}</p>
      <div className="repay-actions">
        <Button
          variant="danger"
          data-testid="simulator-decline"
          disabled={busy}
          onClick={() => answer('failed')}
        >
          {t('repayment.simulator.decline')}
        </Button>
        <Button data-testid="simulator-pay" loading={busy} onClick={() => answer('succeeded')}>
          {t('repayment.simulator.pay')}
        </Button>
      </div>
    </section>
  );
}
