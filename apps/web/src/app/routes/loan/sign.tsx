import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { QueryProblem } from '@/components/ui/query-problem';
import { TextInput } from '@/components/ui/text-input';
import { useDocuments } from '@/features/documents/api/get-documents';
import { useSendSignCode } from '@/features/documents/api/send-sign-code';
import { useSignOrder } from '@/features/documents/api/sign-order';
import { AgreementAlert } from '@/features/documents/components/agreement-alert';
import { EspSign } from '@/features/documents/components/esp-sign';
import { OfferExpiredAlert } from '@/features/documents/components/offer-expired-alert';
import { codeFilter, signErrorPlace } from '@/features/documents/components/sign-errors';
import { SignatureBox, type SignaturePadHandle } from '@/features/documents/components/signature-pad';
import { useOrder } from '@/features/order/api/get-order';
import { OrderGate } from '@/features/order/components/order-gate';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { useCountdown } from '@/lib/use-countdown';
import '@/features/documents/documents.css';

const RESEND_SECONDS = 60;

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message || errorText(error.code) : errorText('INTERNAL');

function SignForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = encodeURIComponent(orderId);
  const pad = useRef<SignaturePadHandle>(null);
  const sendCode = useSendSignCode();
  const sign = useSignOrder();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{
    signature?: string;
    code?: string;
    agreement?: string;
    expired?: string;
  }>({});

  const show = (error: unknown) => {
    const place = signErrorPlace(error);
    if (place === 'toast') toastApiError(error);
    else setErrors((current) => ({ ...current, [place]: messageOf(error) }));
  };

  const onSend = useClickLock(() => {
    setErrors((current) => ({ ...current, agreement: undefined, code: undefined }));
    sendCode.mutate(orderId, {
      onSuccess: (sent) => {
        setSentTo(sent.phoneMasked);
        countdown.start(RESEND_SECONDS);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'TOO_FREQUENT' && error.retryAfterSeconds) {
          countdown.start(error.retryAfterSeconds);
        }
        show(error);
      },
    });
  });

  const onSign = useClickLock(() => {
    const found: typeof errors = {};
    if (pad.current?.isEmpty() ?? true) found.signature = errorText('SIGNATURE_INVALID');
    if (!sentTo) found.code = t('documents.sendCodeFirst');
    else if (code.length < 4) found.code = t('documents.enterCode');
    setErrors(found);
    if (found.signature || found.code) return;
    sign.mutate(
      { orderId, body: { code, signaturePng: pad.current?.toPng() ?? '', agree: true } },
      {
        onSuccess: () => navigate(`/pendingWaitLoan?id=${id}`, { replace: true }),
        onError: show,
      },
    );
  });

  const busy = sign.isPending;
  return (
    <>
      {errors.expired ? <OfferExpiredAlert message={errors.expired} /> : null}
      {errors.agreement ? <AgreementAlert orderId={orderId} message={errors.agreement} /> : null}
      <section className="card sign-card">
        <h2 className="card__title">{t('documents.padTitle')}</h2>
        <p className="card__hint">{t('documents.padIntro')}</p>
        <SignatureBox
          ref={pad}
          error={errors.signature}
          disabled={busy}
          onStroke={() => setErrors((current) => ({ ...current, signature: undefined }))}
        />
      </section>
      <section className="card sign-card">
        <h2 className="card__title">{t('documents.codeTitle')}</h2>
        <p className="card__hint" data-testid="sign-code-hint">
          {sentTo ? t('documents.codeSent', { phone: sentTo }) : t('documents.codeIntro')}
        </p>
        <div className={errors.code ? 'field form-row form-row--error' : 'field form-row'}>
          <label className="field__label" htmlFor="sign-code">
            {t('documents.codeLabel')}
          </label>
          <div className="sign-code">
            <TextInput
              id="sign-code"
              data-testid="sign-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('documents.codePlaceholder')}
              value={code}
              filter={codeFilter}
              aria-invalid={errors.code ? true : undefined}
              onChange={(value) => {
                setCode(value);
                setErrors((current) => ({ ...current, code: undefined }));
              }}
            />
            <Button
              variant="outline"
              className="sign-code__send"
              data-testid="sign-send-code"
              loading={sendCode.isPending}
              disabled={countdown.remaining > 0 || busy}
              onClick={onSend}
            >
              {countdown.remaining > 0
                ? t('documents.resendIn', { seconds: countdown.remaining })
                : sentTo
                  ? t('documents.resend')
                  : t('documents.sendCode')}
            </Button>
          </div>
          {errors.code ? (
            <p className="form-row__error" role="alert" data-testid="field-error-code">
              {errors.code}
            </p>
          ) : null}
        </div>
      </section>
      <p className="agreements-hint" data-testid="sign-consent">
        {t('documents.signConsent')}
      </p>
      <Button block data-testid="sign-submit" loading={busy} onClick={onSign}>
        {t('documents.signSubmit')}
      </Button>
    </>
  );
}

/**
 * The order must still wait for its signature; a signed one leads on to its
 * payment. The pad and the code by default, the e-sign provider when configured.
 */
function SignContent({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const documents = useDocuments(orderId);
  if (order.isPending || documents.isPending) return <PageLoading />;
  if (order.isError) return <QueryProblem error={order.error} retry={() => void order.refetch()} />;
  if (documents.isError)
    return <QueryProblem error={documents.error} retry={() => void documents.refetch()} />;
  if (order.data.state !== 'created') {
    return (
      <section className="card agreements-note" data-testid="sign-done">
        <p>{t('documents.alreadySigned')}</p>
        <Button
          block
          data-testid="sign-to-order"
          onClick={() => navigate(`/withdrawDetail?id=${encodeURIComponent(orderId)}`, { replace: true })}
        >
          {t('order.viewOrder')}
        </Button>
      </section>
    );
  }
  return documents.data.signMethod === 'esp' ? <EspSign orderId={orderId} /> : <SignForm orderId={orderId} />;
}

/**
 * /sign?id=: the drawn signature, confirmed with a code sent by SMS (the
 * default e-sign), or the way to the e-sign provider (ESIGN_PROVIDER).
 */
export default function SignPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="sign-page">
      <PageHeader title={t('documents.signTitle')} fallback="/protocol" />
      <OrderGate>{(orderId) => <SignContent orderId={orderId} />}</OrderGate>
    </div>
  );
}
