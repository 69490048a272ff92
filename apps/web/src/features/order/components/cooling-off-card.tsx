import type { OrderView } from '@app/contract';
import { formatDate } from '@app/domain';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';

/**
 * The cooling-off exit while it is open (KFS Part 2; RBI: at least a day):
 * what ends the loan without penalty (never more than paying in full), until
 * when, and where: "End the loan now" on the loan's bill.
 */
export function CoolingOffCard({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const exit = order.coolingOff;
  if (!exit) return null;
  return (
    <section className="card" data-testid="cooling-off">
      <h2 className="card__title">{t('order.coolingOffTitle')}</h2>
      <p className="card__hint">
        {t('order.coolingOffBody', {
          time: formatDate(exit.until, 'DD-MM-YYYY hh:mm'),
          amount: formatPaise(exit.exitAmountPaise),
        })}
      </p>
    </section>
  );
}
