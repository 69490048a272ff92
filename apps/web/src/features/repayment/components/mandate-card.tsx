import type { MandateView } from '@app/contract';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FigureList } from '@/components/ui/figure-list';
import { useTranslation } from '@/i18n/use-translation';
import { toastApiError } from '@/lib/api-client';
import { dayText } from '@/lib/day-text';
import { formatPaise } from '@/lib/money';
import { showToast } from '@/lib/toast';
import { type MandateChange, useChangeMandate } from '../api/change-mandate';
import { useMandate } from '../api/get-mandate';
import { autoDebitRoute, isOpenMandate } from './mandate-rules';
import '../mandate.css';

const TONES: Record<MandateView['state'], string> = {
  pending: 'busy',
  active: 'done',
  paused: 'soon',
  revoked: 'late',
  expired: 'late',
  failed: 'late',
};

const DONE_TEXT = { pause: 'mandate.paused', resume: 'mandate.resumed', revoke: 'mandate.revoked' } as const;
const ASK_TEXT = {
  pause: 'mandate.pauseConfirm',
  resume: 'mandate.resumeConfirm',
  revoke: 'mandate.revokeConfirm',
} as const;

/** Pause / Resume and Revoke of a standing mandate, each confirmed first, effective at once. */
function MandateActions({ mandate }: { mandate: MandateView }) {
  const { t } = useTranslation();
  const change = useChangeMandate(mandate.orderId);
  const ask = (what: MandateChange) =>
    void import('@/lib/antd-imperative').then(({ Dialog }) =>
      Dialog.confirm({
        content: t(ASK_TEXT[what]),
        confirmText: t('mandate.confirm'),
        cancelText: t('mandate.keep'),
        onConfirm: () => change.mutateAsync(what).then(() => showToast(t(DONE_TEXT[what])), toastApiError),
      }),
    );
  if (mandate.state === 'pending') return null;
  return (
    <div className="mandate-actions">
      {mandate.state === 'paused' ? (
        <Button
          block
          variant="outline"
          data-testid="mandate-resume"
          loading={change.isPending}
          onClick={() => ask('resume')}
        >
          {t('mandate.resume')}
        </Button>
      ) : (
        <Button
          block
          variant="outline"
          data-testid="mandate-pause"
          loading={change.isPending}
          onClick={() => ask('pause')}
        >
          {t('mandate.pause')}
        </Button>
      )}
      <Button
        block
        variant="outline"
        className="mandate-actions__revoke"
        data-testid="mandate-revoke"
        disabled={change.isPending}
        onClick={() => ask('revoke')}
      >
        {t('mandate.revoke')}
      </Button>
    </div>
  );
}

/** A standing mandate: its state, rail, limit, account and next debit, with the borrower's controls. */
export function MandateStatus({ mandate }: { mandate: MandateView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const next = mandate.nextDebit;
  return (
    <section className="card mandate-card" data-testid="mandate-card" data-state={mandate.state}>
      <div className="mandate-card__head">
        <h2 className="card__title">{t('mandate.title')}</h2>
        <span
          className={`repay-chip repay-chip--small repay-chip--${TONES[mandate.state]}`}
          data-testid="mandate-state"
        >
          {t(`mandate.states.${mandate.state}`)}
        </span>
      </div>
      <FigureList
        figures={[
          { label: t('mandate.rail'), value: t(`mandate.rails.${mandate.rail}`), testId: 'mandate-rail' },
          {
            label: t('mandate.maxAmount'),
            value: formatPaise(mandate.maxAmountPaise),
            testId: 'mandate-max',
          },
          { label: t('mandate.account'), value: mandate.accountMasked, testId: 'mandate-account' },
          ...(mandate.state === 'pending'
            ? []
            : [
                {
                  label: t('mandate.nextDebit'),
                  value: next ? (
                    <>
                      <span className="mandate-card__next" data-testid="mandate-next-debit">
                        {t('mandate.nextDebitValue', {
                          amount: formatPaise(next.amountPaise),
                          date: dayText(next.dueDay),
                        })}
                      </span>
                      <span
                        className="mandate-card__next-state"
                        data-testid="mandate-next-state"
                        data-state={next.state}
                      >
                        {t(`mandate.debitStates.${next.state}`)}
                      </span>
                    </>
                  ) : (
                    t('mandate.noNextDebit')
                  ),
                  testId: 'mandate-next',
                },
              ]),
        ]}
      />
      {mandate.state === 'paused' ? (
        <p className="card__hint mandate-card__hint" data-testid="mandate-paused-hint">
          {t('mandate.pausedHint')}
        </p>
      ) : null}
      {mandate.state === 'pending' ? (
        <Button
          block
          data-testid="mandate-continue"
          onClick={() => navigate(autoDebitRoute(mandate.orderId))}
        >
          {t('mandate.openApprovePage')}
        </Button>
      ) : (
        <MandateActions mandate={mandate} />
      )}
    </section>
  );
}

/** The offer to set up auto-debit, on a loan without a standing mandate. */
function MandateOffer({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card mandate-card" data-testid="mandate-offer">
      <h2 className="card__title">{t('mandate.title')}</h2>
      <p className="card__hint">{t('mandate.offer')}</p>
      <Button
        block
        variant="outline"
        data-testid="mandate-set-up"
        onClick={() => navigate(autoDebitRoute(orderId))}
      >
        {t('mandate.setUp')}
      </Button>
    </section>
  );
}

/**
 * Auto-debit on a disbursed loan's pages (My Loan's order and bill): the
 * standing mandate with its controls, or the offer to set one up. Quiet while
 * it loads or when it cannot be read: the loan's page stands without it.
 */
export function MandateCard({ orderId }: { orderId: string }) {
  const mandate = useMandate(orderId);
  if (!mandate.isSuccess) return null;
  const view = mandate.data;
  return view && isOpenMandate(view.state) ? (
    <MandateStatus mandate={view} />
  ) : (
    <MandateOffer orderId={orderId} />
  );
}
