import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import { type AmountRange, clampAmount, stepAmount } from './amount-steps';

/** The amount: a stepper around the figure, a slider over the range, and quick picks. */
export function AmountPicker({
  range,
  value,
  quick,
  onChange,
}: {
  range: AmountRange;
  value: number;
  quick: readonly number[];
  onChange: (amountPaise: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="card withdraw-amount">
      <h2 className="card__title" id="withdraw-amount-label">
        {t('order.amountLabel')}
      </h2>
      <div className="withdraw-amount__stepper">
        <button
          type="button"
          className="withdraw-amount__step"
          aria-label={t('order.less')}
          data-testid="amount-less"
          disabled={value <= range.minPaise}
          onClick={() => onChange(stepAmount(value, -1, range))}
        >
          <MinusOutline aria-hidden />
        </button>
        <output className="withdraw-amount__value" data-testid="amount-value" aria-live="polite">
          {formatPaise(value)}
        </output>
        <button
          type="button"
          className="withdraw-amount__step"
          aria-label={t('order.more')}
          data-testid="amount-more"
          disabled={value >= range.maxPaise}
          onClick={() => onChange(stepAmount(value, 1, range))}
        >
          <AddOutline aria-hidden />
        </button>
      </div>
      <input
        type="range"
        className="withdraw-amount__slider"
        aria-labelledby="withdraw-amount-label"
        aria-valuetext={formatPaise(value)}
        data-testid="amount-slider"
        min={range.minPaise}
        max={range.maxPaise}
        step={range.stepPaise}
        value={value}
        onChange={(event) => onChange(clampAmount(Number(event.target.value), range))}
      />
      <p className="withdraw-amount__range">
        {t('order.amountRange', { min: formatPaise(range.minPaise), max: formatPaise(range.maxPaise) })}
      </p>
      {quick.length > 0 ? (
        <div className="withdraw-chips">
          {quick.map((amount) => (
            <button
              key={amount}
              type="button"
              className="withdraw-chip"
              aria-pressed={amount === value}
              data-testid={`amount-chip-${amount}`}
              onClick={() => onChange(amount)}
            >
              {formatPaise(amount)}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
