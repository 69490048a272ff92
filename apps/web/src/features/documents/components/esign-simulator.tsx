import type { EsignSimulatorDecision } from '@app/contract';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { showErrorToast } from '@/lib/toast';
import { useTabLinks } from '@/lib/use-tab-links';
import { useDecideEsignSimulatorSession } from '../api/decide-esign-simulator-session';
import { useEsignSimulatorSession } from '../api/get-esign-simulator-session';
import { EsignSimulatorForm } from './esign-simulator-form';
import { esignTarget } from './esign-target';

/** /Esign?session=: the e-sign simulator's page (ESIGN_PROVIDER=esp_simulator, docs/decisions/020). */
export function EsignSimulator({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = useTabLinks();
  const session = useEsignSimulatorSession(sessionId);
  const decide = useDecideEsignSimulatorSession();

  const goBack = (returnUrl: string) => {
    const target = esignTarget(returnUrl);
    if (target && 'route' in target) navigate(target.route, { replace: true });
    else showErrorToast('INTERNAL');
  };

  const answer = useClickLock((decision: EsignSimulatorDecision) =>
    decide.mutate(
      { sessionId, decision },
      { onSuccess: (decided) => goBack(decided.returnUrl), onError: toastApiError },
    ),
  );

  if (session.isPending) return <PageLoading />;
  if (session.isError) {
    const missing = session.error instanceof ApiError && [400, 404].includes(session.error.status);
    return missing ? (
      <PageProblem
        testId="esign-sim-missing"
        title={t('documents.simMissing')}
        action={t('order.toHome')}
        onAction={() => tabs.toHome({ replace: true })}
      />
    ) : (
      <PageProblem title={t('home.loadFailedBody')} onAction={() => void session.refetch()} />
    );
  }
  if (session.data.status !== 'pending') {
    return (
      <section className="card agreements-note" data-testid="esign-sim-done">
        <p>{t('documents.simDone')}</p>
        <Button block data-testid="esign-sim-back" onClick={() => goBack(session.data.returnUrl)}>
          {t('documents.simBack')}
        </Button>
      </section>
    );
  }
  return (
    <EsignSimulatorForm
      session={session.data}
      busy={decide.isPending}
      onSign={(otp) => answer({ action: 'sign', consent: true, otp })}
      onCancel={() => answer({ action: 'cancel' })}
    />
  );
}
