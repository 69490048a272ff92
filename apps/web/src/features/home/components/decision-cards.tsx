import type { HomeApplication } from '@app/contract';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { currentLang } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { photoNames } from '@/lib/application-text';
import { nativeEvents } from '@/lib/native-events';

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
      <h2 className="stage-card__title">{t('application.homeState.reuploadTitle')}</h2>
      {kinds.length > 0 ? (
        <p className="stage-card__body">
          {t('application.homeState.reuploadBody', { photos: photoNames(kinds, t, currentLang()) })}
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
        {kinds.length === 0 ? t('application.authIndex.submitAgain') : t('application.homeState.reupload')}
      </Button>
    </div>
  );
}
