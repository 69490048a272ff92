import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { PAYOUT_STEPS, type PayoutProgress, stepStatus } from './payout-progress';

/** Signed -> sent to your bank -> in your account, each done, under way or to come. */
export function PayoutSteps({ progress }: { progress: PayoutProgress }) {
  const { t } = useTranslation();
  return (
    <ol className="payout-steps" data-testid="payout-steps">
      {PAYOUT_STEPS.map((step) => {
        const status = stepStatus(progress, step);
        return (
          <li
            key={step}
            className={`payout-step payout-step--${status}`}
            data-testid={`payout-step-${step}`}
            data-status={status}
          >
            <span className="payout-step__dot" aria-hidden>
              {status === 'done' ? (
                <CheckOutline />
              ) : status === 'current' ? (
                <span className="payout-step__pulse" />
              ) : null}
            </span>
            <span className="payout-step__label">{t(`disbursal.steps.${step}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
