import { formatDate, SERVICE_HOURS, serviceStatus } from '@app/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The time now, again every half minute, so the open/closed status turns on its own. */
function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Open or closed now, read on the Indian clock (spec §9: 09:00-18:00 every day), and the next change. */
export function ServiceStatus() {
  const { t } = useTranslation();
  const status = serviceStatus(useNow());
  const time = formatDate(status.changesAt, 'hh:mm');
  const next = status.open
    ? t('help.service.closesAt', { time })
    : status.opensTomorrow
      ? t('help.service.opensTomorrow', { time })
      : t('help.service.opensToday', { time });
  return (
    <section className="card service-status" data-testid="service-status" data-open={status.open}>
      <span className={`service-chip service-chip--${status.open ? 'open' : 'closed'}`}>
        <span className="service-chip__dot" aria-hidden />
        {status.open ? t('help.service.open') : t('help.service.closed')}
      </span>
      <p className="service-status__hours" data-testid="service-hours">
        {t('help.service.hours', { from: hour(SERVICE_HOURS.from), until: hour(SERVICE_HOURS.until) })}
      </p>
      <p className="card__hint service-status__next" data-testid="service-next">
        {next}
      </p>
    </section>
  );
}
