import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/i18n/use-translation';
import type { OfferFaults, OfferFields } from './check-offer';
import { NumberField } from './number-field';
import { amountHint, convertTenure, decimalFilter, type FeeUnit } from './parse-input';
import { TenureField } from './tenure-field';

const FEE_UNITS: readonly FeeUnit[] = ['rupees', 'percent'];
const decimals = decimalFilter(2);

/** One offer's terms: amount, rate, tenure and the fees taken upfront (in rupees or % of the amount). */
export function OfferForm({
  index,
  name,
  fields,
  faults,
  onChange,
  onRemove,
}: {
  index: number;
  name: string;
  fields: OfferFields;
  faults: OfferFaults | null;
  onChange: (patch: Partial<OfferFields>) => void;
  onRemove: (() => void) | null;
}) {
  const { t } = useTranslation();
  const id = (field: string) => `offer-${index}-${field}`;
  return (
    <section className="card calc-form calc-offer" data-testid={`offer-${index}`}>
      <header className="calc-offer__head">
        <h2 className="card__title">{t('calculators.offer.name', { name })}</h2>
        {onRemove ? (
          <button
            type="button"
            className="link-button calc-offer__remove"
            onClick={onRemove}
            aria-label={t('calculators.offer.removeLabel', { name })}
            data-testid={id('remove')}
          >
            {t('calculators.offer.remove')}
          </button>
        ) : null}
      </header>
      <NumberField
        id={id('amount')}
        label={t('calculators.field.loanAmount')}
        prefix="₹"
        value={fields.amount}
        onChange={(amount) => onChange({ amount })}
        filter={decimals}
        invalid={Boolean(faults?.amount)}
        hint={amountHint(fields.amount)}
      />
      <NumberField
        id={id('rate')}
        label={t('calculators.field.rate')}
        suffix="%"
        value={fields.rate}
        onChange={(rate) => onChange({ rate })}
        filter={decimals}
        invalid={Boolean(faults?.rate)}
      />
      <TenureField
        id={id('tenure')}
        value={fields.tenure}
        unit={fields.unit}
        invalid={Boolean(faults?.tenure)}
        onChange={(tenure) => onChange({ tenure })}
        onUnit={(unit) => onChange({ unit, tenure: convertTenure(fields.tenure, fields.unit, unit) })}
      />
      <div className={faults?.fee ? 'field calc-field calc-field--error' : 'field calc-field'}>
        <label className="field__label" htmlFor={id('fee')}>
          {t('calculators.field.fee')}
        </label>
        <div className="calc-tenure">
          <TextInput
            id={id('fee')}
            data-testid={id('fee')}
            className="calc-tenure__input"
            value={fields.fee}
            onChange={(fee) => onChange({ fee })}
            filter={decimals}
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="done"
            placeholder="0"
            aria-invalid={faults?.fee || undefined}
          />
          <SegmentedChoice
            label={t('calculators.field.fee')}
            value={fields.feeUnit}
            onChange={(feeUnit) => onChange({ feeUnit })}
            options={FEE_UNITS.map((u) => ({
              value: u,
              label: t(`calculators.unit.${u}`),
              testId: `${id('fee')}-unit-${u}`,
            }))}
          />
        </div>
        <p className="calc-field__hint">{t('calculators.field.feeHint')}</p>
      </div>
    </section>
  );
}
