import { useTranslation } from '@/i18n/use-translation';

/** The terms open to the borrower, each with its instalments spelled out. */
export function TermPicker({
  terms,
  installmentDays,
  daysPerMonth,
  value,
  onChange,
}: {
  terms: readonly number[];
  installmentDays: number;
  /** From the withdraw options: the server's pricing, not a copy of its default. */
  daysPerMonth: number;
  value: number;
  onChange: (termMonths: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="card withdraw-terms">
      <legend className="card__title withdraw-terms__legend">{t('order.termLabel')}</legend>
      {terms.map((months) => (
        <label key={months} className="withdraw-term" data-testid={`term-${months}`}>
          <input
            type="radio"
            name="withdraw-term"
            value={months}
            checked={months === value}
            onChange={() => onChange(months)}
          />
          <span>
            {t('order.termOption', {
              months,
              count: Math.round((months * daysPerMonth) / installmentDays),
              days: installmentDays,
            })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
