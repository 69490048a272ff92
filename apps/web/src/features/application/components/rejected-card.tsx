import type { HomeApplication } from '@app/contract';
import { formatDate } from '@app/domain';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { useReapply } from '../api/submit-application';

/**
 * Declined: the spec §8 messages, the reason in plain words, and reapplying once allowed.
 * A chunk of its own (home-index.tsx): its messages come from the error catalogue in all three
 * languages, which no other stage of Home needs (docs/decisions/042).
 */
export default function RejectedCard({ application }: { application: HomeApplication }) {
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
          <strong>{t('application.homeState.reasonLabel')}:</strong>{' '}
          {t(`application.reasons.${application.reason}`)}
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
          {t('application.homeState.reapply')}
        </Button>
      ) : null}
    </div>
  );
}
