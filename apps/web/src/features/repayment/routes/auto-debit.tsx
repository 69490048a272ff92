import type { MandateRail, MandateTerms, MandateView } from '@app/contract';
import { MANDATE_RAILS } from '@app/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FigureList } from '@/components/ui/figure-list';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { QueryProblem } from '@/components/ui/query-problem';
import { useTranslation } from '@/i18n/use-translation';
import { toastApiError } from '@/lib/api-client';
import { dayText } from '@/lib/day-text';
import { formatPaise } from '@/lib/money';
import { nativeEvents } from '@/lib/native-events';
import { useQueryParams } from '@/lib/use-query-params';
import { useTabLinks } from '@/lib/use-tab-links';
import { useMandate, useMandateTerms } from '../api/get-mandate';
import { useSetUpMandate } from '../api/set-up-mandate';
import { MandateStatus } from '../components/mandate-card';
import { defaultRail, isOpenMandate, upiAllowed } from '../components/mandate-rules';
import { UpiQr } from '../components/upi-qr';
import '@/styles/loan.css';
import '../repayment.css';
import '../mandate.css';

/** Everything the borrower approves, before they approve it (issue 32, Deliver 2). */
function MandateDisclosure({ terms }: { terms: MandateTerms }) {
  const { t } = useTranslation();
  const charge = terms.failedDebitChargePaise;
  return (
    <>
      <section className="card" data-testid="mandate-terms">
        <h2 className="card__title">{t('mandate.termsTitle')}</h2>
        <FigureList
          figures={[
            { label: t('mandate.maxAmount'), value: formatPaise(terms.maxAmountPaise), testId: 'terms-max' },
            { label: t('mandate.account'), value: terms.accountMasked, testId: 'terms-account' },
            { label: t('mandate.frequency'), value: t('mandate.asPresented'), testId: 'terms-frequency' },
            { label: t('mandate.startDate'), value: dayText(terms.startDay), testId: 'terms-start' },
            { label: t('mandate.endDate'), value: dayText(terms.endDay), testId: 'terms-end' },
            {
              label: t('mandate.failedCharge'),
              value: charge > 0 ? formatPaise(charge) : t('mandate.noCharge'),
              testId: 'terms-failed-charge',
            },
          ]}
        />
        <p className="card__hint mandate-terms__hint" data-testid="terms-as-presented">
          {t('mandate.asPresentedHint')}
        </p>
      </section>
      <section className="card mandate-promises">
        <h2 className="mandate-promises__title">{t('mandate.noticeTitle')}</h2>
        <p className="card__hint" data-testid="terms-notice">
          {t('mandate.notice')}
        </p>
        <h2 className="mandate-promises__title">{t('mandate.controlTitle')}</h2>
        <p className="card__hint" data-testid="terms-control">
          {t('mandate.control')}
        </p>
      </section>
    </>
  );
}

/** The rails, UPI AutoPay disabled with its reason when the maximum is above its limit. */
function RailChoice({
  terms,
  value,
  onChange,
  disabled,
}: {
  terms: MandateTerms;
  value: MandateRail;
  onChange: (rail: MandateRail) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const upi = upiAllowed(terms);
  return (
    <fieldset className="card repay-options" data-testid="mandate-rails" disabled={disabled}>
      <legend className="card__title repay-options__legend">{t('mandate.railTitle')}</legend>
      {MANDATE_RAILS.map((rail) => {
        const off = rail === 'upi_autopay' && !upi;
        return (
          <label
            key={rail}
            className={off ? 'repay-option mandate-rail--off' : 'repay-option'}
            data-testid={`mandate-rail-${rail}`}
          >
            <input
              type="radio"
              name="mandate-rail"
              value={rail}
              checked={rail === value}
              disabled={off}
              onChange={() => onChange(rail)}
            />
            <span className="repay-option__name">{t(`mandate.rails.${rail}`)}</span>
            <span className="repay-option__hint" data-testid={off ? 'mandate-upi-over-limit' : undefined}>
              {off
                ? t('mandate.upiOverLimit', { limit: formatPaise(terms.upiLimitPaise) })
                : t(`mandate.railHints.${rail}`)}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The set-up form: the terms, the rail, the consent, then POST and on to the approval. */
function MandateSetUp({ orderId, onPending }: { orderId: string; onPending: (view: MandateView) => void }) {
  const { t } = useTranslation();
  const terms = useMandateTerms(orderId, true);
  const setUp = useSetUpMandate(orderId);
  const [rail, setRail] = useState<MandateRail | null>(null);
  const [consent, setConsent] = useState(false);
  if (terms.isPending) return <PageLoading />;
  if (terms.isError) return <QueryProblem error={terms.error} retry={() => void terms.refetch()} />;
  const chosen = rail && (rail !== 'upi_autopay' || upiAllowed(terms.data)) ? rail : defaultRail(terms.data);
  const submit = () =>
    setUp.mutate(
      { rail: chosen, consent: true },
      {
        onSuccess: (view) => {
          // e-NACH: the bank's page (net banking or debit card); UPI AutoPay: the QR code and the UPI app
          if (view.rail === 'enach' && view.approveUrl) window.location.assign(view.approveUrl);
          else onPending(view);
        },
        onError: toastApiError,
      },
    );
  return (
    <>
      <p className="mandate-intro">{t('mandate.intro')}</p>
      <MandateDisclosure terms={terms.data} />
      <RailChoice terms={terms.data} value={chosen} onChange={setRail} disabled={setUp.isPending} />
      <label className="mandate-consent" data-testid="mandate-consent-label">
        <input
          type="checkbox"
          data-testid="mandate-consent"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <span>
          {t('mandate.consent', {
            amount: formatPaise(terms.data.maxAmountPaise),
            account: terms.data.accountMasked,
            // a date never breaks at its hyphens
            date: dayText(terms.data.endDay).replaceAll('-', '\u2011'),
          })}
        </span>
      </label>
      {consent ? null : (
        <p className="card__hint mandate-consent__hint" data-testid="mandate-consent-needed">
          {t('mandate.consentNeeded')}
        </p>
      )}
      <Button
        block
        data-testid="mandate-submit"
        disabled={!consent}
        loading={setUp.isPending}
        onClick={submit}
      >
        {t('mandate.setUp')}
      </Button>
    </>
  );
}

/** A pending mandate: approve it in a UPI app (QR code, intent link) or on the approval page. */
function MandateApprove({ mandate, onCheck }: { mandate: MandateView; onCheck: () => void }) {
  const { t } = useTranslation();
  const { upiIntent, approveUrl, upiQrSvg } = mandate;
  return (
    <section className="card repay-upi" data-testid="mandate-approve">
      <h2 className="card__title">{t('mandate.approveTitle')}</h2>
      <p className="card__hint repay-note">{t('mandate.approveHint')}</p>
      {upiQrSvg ? <UpiQr svg={upiQrSvg} /> : null}
      {upiIntent ? (
        <a
          className="button button--primary button--block"
          href={upiIntent}
          data-testid="mandate-upi-app"
          onClick={(event) => {
            // a WebView cannot open upi:// itself: the native app hands it to the UPI apps (hrefNew)
            if (nativeEvents.hrefNew(upiIntent)) event.preventDefault();
          }}
        >
          {t('mandate.openUpiApp')}
        </a>
      ) : null}
      {approveUrl ? (
        <Button
          block
          variant={upiIntent ? 'outline' : 'primary'}
          data-testid="mandate-approve-page"
          onClick={() => window.location.assign(approveUrl)}
        >
          {t('mandate.openApprovePage')}
        </Button>
      ) : null}
      <Button block variant="outline" data-testid="mandate-check" onClick={onCheck}>
        {t('mandate.checkAgain')}
      </Button>
    </section>
  );
}

function AutoDebitContent({ orderId, returned }: { orderId: string; returned: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mandate = useMandate(orderId, { poll: true });
  // the answer to POST, until GET has it: the QR code and link stay on screen
  const [created, setCreated] = useState<MandateView | null>(null);
  const [retry, setRetry] = useState(false);
  if (mandate.isPending) return <PageLoading />;
  if (mandate.isError) return <QueryProblem error={mandate.error} retry={() => void mandate.refetch()} />;
  const view = mandate.data ?? created;
  const toBill = () => navigate(`/bill?orderId=${encodeURIComponent(orderId)}`, { replace: true });

  if (view && view.state === 'pending') {
    const shown = { ...view, upiQrSvg: view.upiQrSvg ?? created?.upiQrSvg ?? null };
    return (
      <>
        {returned ? (
          <p className="mandate-result" data-testid="mandate-done-pending">
            {t('mandate.donePending')}
          </p>
        ) : null}
        <MandateApprove mandate={shown} onCheck={() => void mandate.refetch()} />
      </>
    );
  }
  if (view && isOpenMandate(view.state)) {
    return (
      <>
        {view.state === 'active' ? (
          <p className="mandate-result mandate-result--done" data-testid="mandate-done-active">
            {t('mandate.doneActive')}
          </p>
        ) : null}
        <MandateStatus mandate={view} />
        <Button block variant="outline" data-testid="mandate-to-bill" onClick={toBill}>
          {t('mandate.toMyLoan')}
        </Button>
      </>
    );
  }
  if (view?.state === 'failed' && returned && !retry) {
    return (
      <section className="card" data-testid="mandate-done-failed">
        <p className="card__hint">{t('mandate.doneFailed')}</p>
        <Button block data-testid="mandate-try-again" onClick={() => setRetry(true)}>
          {t('mandate.tryAgain')}
        </Button>
        <Button block variant="outline" onClick={toBill}>
          {t('mandate.toMyLoan')}
        </Button>
      </section>
    );
  }
  return <MandateSetUp orderId={orderId} onPending={setCreated} />;
}

/** /autoDebit?orderId=: set up auto-debit for a loan's instalments; `&mandate=done` on the way back from approval. */
export default function AutoDebitPage() {
  const { t } = useTranslation();
  const tabs = useTabLinks();
  const params = useQueryParams();
  const orderId = params.get('orderId');
  return (
    <div className="page" data-testid="auto-debit-page">
      <PageHeader title={t('mandate.title')} fallback="/loanIndex" />
      {orderId ? (
        <AutoDebitContent orderId={orderId} returned={params.get('mandate') === 'done'} />
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
