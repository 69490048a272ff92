import { useTranslation } from '@/i18n/use-translation';
import { digitsOnly } from '@/lib/text-input';
import type { ChoiceOptions } from './basic-options';
import type { BasicField } from './basic-values';
import { ChoiceField } from './form-fields/choice-field';
import { TextField } from './form-fields/text-field';
import type { useFormFields } from './form-fields/use-form-fields';

/** The six basic fields (spec §3 baseData and usageData, plus marital status and education). */
export function BasicFields({
  form,
  options,
}: {
  form: ReturnType<typeof useFormFields<BasicField>>;
  options: ChoiceOptions;
}) {
  const { t } = useTranslation();
  const choose = t('applicationForms.common.choose');
  return (
    <>
      <TextField
        {...form.input('email')}
        label={t('applicationForms.basic.email')}
        placeholder={t('applicationForms.basic.emailPlaceholder')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={100}
      />
      <TextField
        {...form.input('whatsApp')}
        label={t('applicationForms.basic.whatsApp')}
        placeholder={t('applicationForms.basic.whatsAppPlaceholder')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        filter={(value) => digitsOnly(value, 12)}
      />
      <ChoiceField
        {...form.choice('loanPurpose')}
        label={t('applicationForms.basic.loanPurpose')}
        options={options.loanPurpose}
        placeholder={choose}
      />
      <ChoiceField
        {...form.choice('maritalStatus')}
        label={t('applicationForms.basic.maritalStatus')}
        options={options.maritalStatus}
        placeholder={choose}
      />
      <ChoiceField
        {...form.choice('education')}
        label={t('applicationForms.basic.education')}
        options={options.education}
        placeholder={choose}
      />
      <ChoiceField
        {...form.choice('occupation')}
        label={t('applicationForms.basic.occupation')}
        options={options.occupation}
        placeholder={choose}
      />
    </>
  );
}
