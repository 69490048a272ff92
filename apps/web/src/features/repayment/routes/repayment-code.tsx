import type { RepaymentView } from '@app/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { TextInput } from '@/components/ui/text-input';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { formatPaise } from '@/lib/money';
import { nativeEvents } from '@/lib/native-events';
import { useRepayment } from '../api/get-repayment';
import { useSubmitUtr } from '../api/submit-utr';
import { CopyButton } from '../components/copy-button';
import { plainRupees } from '../components/repay-choice';
import { RepaymentGate } from '../components/repayment-gate';
import { RepaymentProblem } from '../components/repayment-problem';
import { awaitsUtr, repaymentRoute } from '../components/repayment-progress';
import { UpiQr } from '../components/upi-qr';
import { UTR_LENGTH, utrFilter, utrProblem } from '../components/utr';
import '@/styles/loan.css';
import '../repayment.css';

/** The 12-digit UTR of the UPI payment (spec §5), checked here and by the server. */
function UtrForm({ repayment, onClosed }: { repayment: RepaymentView; onClosed: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitUtr();
  const [utr, setUtr] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // the lock guards the request only: a refused UTR, corrected at once, is sent
  const send = useClickLock((value: string) =>
    submit.mutate(
      { repaymentId: repayment.id, utr: value },
      {
        onSuccess: (next) => navigate(`/paymentProcess?id=${encodeURIComponent(next.id)}`, { replace: true }),
        onError: (error) => {
          if (error instanceof ApiError && (error.code === 'UTR_INVALID' || error.code === 'UTR_USED')) {
            setProblem(error.message || errorText(error.code));
            return;
          }
          toastApiError(error);
          if (error instanceof ApiError && error.code === 'REPAYMENT_NOT_OPEN') onClosed();
        },
      },
    ),
  );
  const onSubmit = () => {
    const code = utrProblem(utr);
    if (code) setProblem(errorText(code));
    else send(utr);
  };
  return (
    <Form onSubmit={onSubmit}>
      <section className="card form">
        <h2 className="card__title">{t('repayment.utrTitle')}</h2>
        <p className="card__hint repay-note">{t('repayment.utrHint')}</p>
        <div className={problem ? 'field repay-field repay-field--error' : 'field repay-field'}>
          <label className="field__label" htmlFor="repay-utr">
            {t('repayment.utrLabel')}
          </label>
          <TextInput
            id="repay-utr"
            data-testid="utr-input"
            value={utr}
            inputMode="numeric"
            autoComplete="off"
            maxLength={UTR_LENGTH}
            placeholder={t('repayment.utrPlaceholder')}
            aria-invalid={problem ? true : undefined}
            filter={utrFilter}
            onChange={(value) => {
              setUtr(value);
              setProblem(null);
            }}
          />
          {problem ? (
            <p className="repay-field__error" role="alert" data-testid="field-error-utr">
              {problem}
            </p>
          ) : null}
        </div>
      </section>
      <Button block type="submit" loading={submit.isPending} data-testid="utr-submit">
        {t('repayment.submitUtr')}
      </Button>
    </Form>
  );
}

function CodeContent({ repaymentId }: { repaymentId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useRepayment(repaymentId);
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <RepaymentProblem error={query.error} retry={() => void query.refetch()} />;
  const repayment = query.data;
  const upi = repayment.upi;
  if (!upi || !awaitsUtr(repayment)) {
    return (
      <section className="card repay-center" data-testid="upi-closed" data-state={repayment.state}>
        <p className="card__hint">{t('repayment.notWaitingForUtr')}</p>
        <Button
          block
          data-testid="upi-view-payment"
          onClick={() => navigate(repaymentRoute(repayment), { replace: true })}
        >
          {t('repayment.viewPayment')}
        </Button>
      </section>
    );
  }
  const amount = formatPaise(repayment.amountPaise);
  return (
    <>
      <section className="card repay-upi" data-testid="upi-pay">
        <p className="repay-banner__label">{t('repayment.amount')}</p>
        <p className="repay-upi__amount" data-testid="upi-amount">
          {amount}
        </p>
        <p className="card__hint repay-note">{t('repayment.scanQr')}</p>
        <UpiQr svg={upi.qrSvg} />
        <a
          className="button button--primary button--block"
          href={upi.link}
          data-testid="upi-pay-app"
          onClick={(event) => {
            // a WebView cannot open upi:// itself: the native app hands it to the UPI apps (hrefNew)
            if (nativeEvents.hrefNew(upi.link)) event.preventDefault();
          }}
        >
          {t('repayment.payWithApp')}
        </a>
        <dl className="repay-copy-list">
          <div>
            <dt>{t('repayment.payee')}</dt>
            <dd data-testid="upi-payee">{upi.payee}</dd>
          </div>
          <div>
            <dt>{t('repayment.vpa')}</dt>
            <dd>
              <span data-testid="upi-vpa">{upi.vpa}</span>
              <CopyButton value={upi.vpa} what={t('repayment.vpa')} testId="copy-vpa" />
            </dd>
          </div>
          <div>
            <dt>{t('repayment.amount')}</dt>
            <dd>
              <span>{amount}</span>
              <CopyButton
                value={plainRupees(repayment.amountPaise)}
                what={t('repayment.amount')}
                testId="copy-amount"
              />
            </dd>
          </div>
          <div>
            <dt>{t('repayment.paymentRef')}</dt>
            <dd>
              <span data-testid="upi-reference">{repayment.reference}</span>
              <CopyButton
                value={repayment.reference}
                what={t('repayment.paymentRef')}
                testId="copy-reference"
              />
            </dd>
          </div>
        </dl>
      </section>
      <UtrForm repayment={repayment} onClosed={() => void query.refetch()} />
    </>
  );
}

/** /RepaymentCode?id=: pay by UPI (QR code or the UPI app), then enter the 12-digit UTR. */
export default function RepaymentCodePage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="repayment-code-page">
      <PageHeader title={t('repayment.codeTitle')} fallback="/loanIndex" />
      <RepaymentGate>{(id) => <CodeContent repaymentId={id} />}</RepaymentGate>
    </div>
  );
}
