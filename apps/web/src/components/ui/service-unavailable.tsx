import unavailableImage from '@/assets/unavailable.svg';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';

/** The spec §1 service-unavailable (503) screen. */
export default function ServiceUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="full-state" data-testid="service-unavailable">
      <img src={unavailableImage} alt="" width={200} height={150} />
      <h1 className="full-state__title">{t('unavailable.title')}</h1>
      <p className="full-state__body">{t('unavailable.body')}</p>
      <Button className="full-state__action" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </section>
  );
}
