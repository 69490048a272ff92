import type { ApplicationView } from '@app/contract';
import { SEXES } from '@app/domain';
import { useTranslation } from '@/i18n/use-translation';
import { digitsOnly } from '@/lib/text-input';
import { ChoiceField } from './form-fields/choice-field';
import { DateField } from './form-fields/date-field';
import { TextField } from './form-fields/text-field';
import type { useFormFields } from './form-fields/use-form-fields';
import { type IdentityField, todayIst } from './identity-values';

/** 1234 5678 9012: easier to compare with the card; the value itself stays 12 digits. */
export const groupAadhaar = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
const panFilter = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10);

export function IdentityFields({
  form,
  view,
  resident,
  onResident,
}: {
  form: ReturnType<typeof useFormFields<IdentityField>>;
  view: ApplicationView;
  resident: boolean;
  onResident: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const saved = view.identity;
  const sexOptions = SEXES.map((value) => ({ value, label: t(`application.options.sex.${value}`) }));
  const birth = form.input('birth');
  return (
    <>
      <TextField
        {...form.input('name')}
        label={t('application.identity.name')}
        placeholder={t('application.identity.namePlaceholder')}
        autoComplete="name"
        maxLength={100}
      />
      <ChoiceField
        {...form.choice('sex')}
        label={t('application.identity.sex')}
        options={sexOptions}
        placeholder={t('application.identity.choose')}
      />
      <DateField
        testId={birth.id}
        name="birth"
        label={t('application.identity.birth')}
        value={birth.value}
        max={todayIst()}
        error={birth.error}
        onChange={birth.onChange}
        onFocus={birth.onFocus}
        onBlur={birth.onBlur}
      />
      <TextField
        {...form.input('aadhaar')}
        value={groupAadhaar(form.values.aadhaar)}
        filter={(value) => digitsOnly(value, 12)}
        label={t('application.identity.aadhaar')}
        placeholder={saved ? saved.aadhaarMasked : t('application.identity.aadhaarPlaceholder')}
        hint={saved ? t('application.identity.maskedHint') : undefined}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
      />
      <TextField
        {...form.input('pan')}
        filter={panFilter}
        label={t('application.identity.pan')}
        placeholder={saved ? saved.panMasked : t('application.identity.panPlaceholder')}
        hint={saved ? t('application.identity.maskedHint') : undefined}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={10}
      />
      <label className="check-row">
        <input
          type="checkbox"
          data-testid="identity-resident"
          checked={resident}
          onChange={(event) => onResident(event.target.checked)}
        />
        <span>{t('application.identity.resident')}</span>
      </label>
    </>
  );
}
