import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { showErrorToast } from '@/lib/toast';
import { useStartEsign } from '../api/start-esign';
import { AgreementAlert } from './agreement-alert';
import { esignTarget } from './esign-target';

/**
 * /sign with an e-sign provider configured: the borrower goes to the
 * provider's page (the app's /Esign in the simulator) and comes back to /triLink.
 */
export function EspSign({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartEsign();
  // one key per visit: a retried tap gets the same session, a new visit a new one
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [agreement, setAgreement] = useState<string | null>(null);

  const onStart = useClickLock(() => {
    setAgreement(null);
    start.mutate(
      { orderId, idempotencyKey },
      {
        onSuccess: ({ redirectUrl }) => {
          const target = esignTarget(redirectUrl);
          if (!target) showErrorToast('INTERNAL');
          else if ('route' in target) navigate(target.route);
          else window.location.assign(target.href);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'AGREEMENT_REQUIRED') {
            setAgreement(error.message || errorText(error.code));
          } else toastApiError(error);
        },
      },
    );
  });

  return (
    <>
      {agreement ? <AgreementAlert orderId={orderId} message={agreement} /> : null}
      <section className="card sign-card" data-testid="esp-sign">
        <h2 className="card__title">{t('documents.espTitle')}</h2>
        <p className="card__hint">{t('documents.espIntro')}</p>
        <p className="card__hint">{t('documents.espShared')}</p>
      </section>
      <Button block data-testid="esp-start" loading={start.isPending} onClick={onStart}>
        {t('documents.espStart')}
      </Button>
    </>
  );
}
