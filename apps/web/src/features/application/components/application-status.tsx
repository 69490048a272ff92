import type { ApplicationView } from '@app/contract';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { Button } from '@/components/ui/button';
import { currentLang } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { decisionTime, photoNames } from '@/lib/application-text';

export function allStepsDone(view: ApplicationView): boolean {
  return Object.values(view.steps).every((status) => status === 'done');
}

/** Which photos to retake, while identity verification has failed. */
export function RedoBanner({ view }: { view: ApplicationView }) {
  const { t } = useTranslation();
  const kinds = view.decision?.redoPhotos ?? [];
  return (
    <section className="notice notice--warning" data-testid="redo-banner" role="status">
      <ExclamationCircleFill className="notice__icon" aria-hidden />
      <div>
        <h2 className="notice__title">{t('application.authIndex.redoTitle')}</h2>
        <p>{t('application.authIndex.redoBody', { photos: photoNames(kinds, t, currentLang()) })}</p>
      </div>
    </section>
  );
}

/**
 * The bottom of the checklist: the submit button once every step is done (draft,
 * or identity_failed after the re-upload), or the state of a sent application.
 */
export function ApplicationStatus({
  view,
  submitting,
  onSubmit,
  onHome,
}: {
  view: ApplicationView;
  submitting: boolean;
  onSubmit: () => void;
  onHome: () => void;
}) {
  const { t } = useTranslation();
  const editable = view.state === 'draft' || view.state === 'identity_failed';

  if (editable) {
    if (!allStepsDone(view)) return null;
    const again = view.state === 'identity_failed';
    return (
      <section className="card submit-card">
        <p className="card__hint">{t('application.authIndex.readyHint')}</p>
        <Button
          block
          variant="accent"
          loading={submitting}
          data-testid="submit-application"
          onClick={onSubmit}
        >
          {again ? t('application.authIndex.submitAgain') : t('application.authIndex.submit')}
        </Button>
      </section>
    );
  }

  const { title, body } =
    view.state === 'submitted'
      ? {
          title: t('application.authIndex.submittedTitle'),
          // card photos go to a person (issue 31): no promised time, say who looks
          body: view.personReview
            ? t('application.kyc.personReview')
            : view.expectedDecisionAt
              ? t('application.authIndex.submittedBy', { time: decisionTime(view.expectedDecisionAt) })
              : t('application.authIndex.submittedSoon'),
        }
      : view.state === 'approved'
        ? { title: t('application.authIndex.approvedTitle'), body: t('application.authIndex.approvedBody') }
        : { title: t('application.authIndex.rejectedTitle'), body: t('application.authIndex.rejectedBody') };

  return (
    <section
      className="card state-card"
      data-testid="application-state"
      data-state={view.state}
      data-person-review={view.personReview || undefined}
    >
      <h2 className="card__title">{title}</h2>
      <p className="card__hint">{body}</p>
      <Button block variant="outline" data-testid="to-home" onClick={onHome}>
        {t('application.authIndex.toHome')}
      </Button>
    </section>
  );
}
