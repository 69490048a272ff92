import type { HomeApplication } from '@app/contract';
import { formatDate } from '@app/domain';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useReapply } from '@/features/application/api/submit-application';
import { photoNames } from '@/features/application/components/display';
import { currentLang } from '@/i18n';
import { errorText } from '@/i18n/error-text';
import { toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { nativeEvents } from '@/lib/native-events';

/** Declined: the spec §8 messages, the reason in plain words, and reapplying once allowed. */
export function RejectedCard({ application }: { application: HomeApplication }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reapply = useReapply();
  const onReapply = useClickLock(() =>
    reapply.mutate(undefined, { onSuccess: () => navigate('/authIndex'), onError: toastApiError }),
  );
  return (
    <div className="stage-card" data-testid="rejected-reapply">
      <h2 className="stage-card__title">{errorText('APPLICATION_DECLINED')}</h2>
      {application.reason ? (
        <p className="stage-card__body" data-testid="rejected-reason">
          <strong>{t('apply.homeState.reasonLabel')}:</strong> {t(`apply.reasons.${application.reason}`)}
        </p>
      ) : null}
      {application.reapplyAt && !application.canReapply ? (
        <p className="stage-card__lead" data-testid="reapply-date">
          {errorText('REAPPLY_LATER', { date: formatDate(application.reapplyAt, 'DD-MM-YYYY') })}
        </p>
      ) : null}
      {application.canReapply ? (
        <Button
          block
          variant="accent"
          loading={reapply.isPending}
          data-testid="reapply-button"
          onClick={onReapply}
        >
          {t('apply.homeState.reapply')}
        </Button>
      ) : null}
    </div>
  );
}

/** Identity verification failed: which photos to retake, and where. */
export function ReuploadCard({ application }: { application: HomeApplication }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kinds = application.redoPhotos;
  // all retaken: what is left is submitting again from the checklist
  const target =
    kinds.length === 0
      ? '/authIndex'
      : kinds.every((kind) => kind === 'face')
        ? '/identityVerification'
        : '/identityInfo';
  return (
    <div className="stage-card" data-testid="reupload-photos">
      <ExclamationCircleFill className="stage-card__icon" aria-hidden />
      <h2 className="stage-card__title">{t('apply.homeState.reuploadTitle')}</h2>
      {kinds.length > 0 ? (
        <p className="stage-card__body">
          {t('apply.homeState.reuploadBody', { photos: photoNames(kinds, t, currentLang()) })}
        </p>
      ) : null}
      <Button
        block
        variant="accent"
        data-testid="reupload-button"
        onClick={() => {
          if (kinds.length > 0) nativeEvents.retakePhotos(kinds);
          navigate(target);
        }}
      >
        {kinds.length === 0 ? t('apply.authIndex.submitAgain') : t('apply.homeState.reupload')}
      </Button>
    </div>
  );
}
