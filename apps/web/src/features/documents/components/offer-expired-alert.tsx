import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { useTabLinks } from '@/lib/use-tab-links';

/** Signing refused after the offer's validity (the KFS states it): the order is canceled, withdraw again from Home. */
export function OfferExpiredAlert({ message }: { message: string }) {
  const { t } = useTranslation();
  const tabs = useTabLinks();
  return (
    <section className="card agreements-alert" role="alert" data-testid="sign-offer-expired">
      <p>{message}</p>
      <Button
        block
        variant="outline"
        data-testid="sign-to-home"
        onClick={() => tabs.toHome({ replace: true })}
      >
        {t('documents.withdrawAgain')}
      </Button>
    </section>
  );
}
