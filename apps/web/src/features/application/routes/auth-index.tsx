import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { useTranslation } from '@/i18n/use-translation';
import { toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { nativeEvents } from '@/lib/native-events';
import { useApplication } from '../api/get-application';
import { useGiveConsent } from '../api/give-consent';
import { useSubmitApplication } from '../api/submit-application';
import { ApplicationStatus, RedoBanner } from '../components/application-status';
import { ConsentSheet } from '../components/consent-sheet';
import { ProgressBar, StepList } from '../components/step-list';
import '../application.css';

/** The application checklist (spec §2 /authIndex): seven steps, progress, consent and submit. */
export default function AuthIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const application = useApplication();
  const consent = useGiveConsent();
  const submit = useSubmitApplication();

  const onSubmit = useClickLock(() =>
    submit.mutate(undefined, {
      onSuccess: () => {
        nativeEvents.goHome();
        navigate('/homeIndex', { replace: true });
      },
      onError: toastApiError,
    }),
  );
  const onAccept = useClickLock(() => consent.mutate(undefined, { onError: toastApiError }));

  if (application.isPending) return <PageLoading />;
  if (application.isError) {
    return (
      <div className="page">
        <PageHeader title={t('application.authIndex.title')} />
        <section className="card full-state" role="alert">
          <p className="full-state__body">{t('home.loadFailedBody')}</p>
          <Button className="full-state__action" onClick={() => void application.refetch()}>
            {t('common.retry')}
          </Button>
        </section>
      </div>
    );
  }

  const view = application.data;
  return (
    <div className="page" data-testid="auth-index">
      <PageHeader title={t('application.authIndex.title')} />
      {view.state === 'identity_failed' ? <RedoBanner view={view} /> : null}
      <section className="card">
        <p className="card__hint checklist-intro">{t('application.authIndex.intro')}</p>
        <ProgressBar percent={view.progress} />
      </section>
      <section className="card card--list">
        <StepList view={view} onOpen={(route) => navigate(route)} />
      </section>
      <ApplicationStatus
        view={view}
        submitting={submit.isPending}
        onSubmit={onSubmit}
        onHome={() => {
          nativeEvents.toHome();
          navigate('/homeIndex');
        }}
      />
      <ConsentSheet
        visible={view.consentAt === null}
        pending={consent.isPending}
        onAccept={onAccept}
        onDecline={() => {
          nativeEvents.goHome();
          navigate('/homeIndex', { replace: true });
        }}
      />
    </div>
  );
}
