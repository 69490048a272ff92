import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { useCompleteEsign } from '../api/complete-esign';
import { esignOutcome } from './esign-target';

/**
 * /triLink?id=&session=: back from the e-sign provider. Asks the API to
 * complete the session once; then the order's status (`children`), or why it
 * is not signed and the way on.
 */
export function EsignReturn({
  orderId,
  sessionId,
  children,
}: {
  orderId: string;
  sessionId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const completion = useCompleteEsign();
  const asked = useRef(false);
  const check = () => completion.mutate({ orderId, sessionId });

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    completion.mutate({ orderId, sessionId });
  }, [completion, orderId, sessionId]);

  if (completion.isSuccess) return <>{children}</>;
  if (!completion.isError) {
    return (
      <>
        <p className="agreements-hint" data-testid="tri-link-checking">
          {t('documents.triChecking')}
        </p>
        <PageLoading />
      </>
    );
  }
  const { error } = completion;
  const code = error instanceof ApiError ? error.code : undefined;
  const outcome = esignOutcome(code);
  if (outcome === 'error') {
    // the order moved on or is not this borrower's: its status says where it stands
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return <>{children}</>;
    return <PageProblem title={t('home.loadFailedBody')} onAction={check} />;
  }
  const failed = outcome === 'failed';
  return (
    <>
      <section className="card tri-link" data-testid="tri-link-esign" data-outcome={outcome}>
        <h2 className="card__title">{failed ? t('documents.triFailed') : t('documents.triPending')}</h2>
        <p>{failed ? t('documents.triFailedBody') : t('documents.triPendingBody')}</p>
      </section>
      {failed ? (
        <Button
          block
          data-testid="tri-link-sign-again"
          onClick={() => navigate(`/sign?id=${encodeURIComponent(orderId)}`, { replace: true })}
        >
          {t('documents.signAgain')}
        </Button>
      ) : (
        <Button block data-testid="tri-link-check-again" loading={completion.isPending} onClick={check}>
          {t('documents.triCheckAgain')}
        </Button>
      )}
    </>
  );
}
