import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/i18n/use-translation';
import { digitsOnly } from '@/lib/text-input';

export function PhoneField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (v: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      id="phone"
      label={t('login.phoneLabel')}
      data-testid="phone-input"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      prefix="+91"
      placeholder={t('login.phonePlaceholder')}
      value={value}
      onChange={onChange}
      filter={(v) => digitsOnly(v, 10)}
      disabled={disabled}
    />
  );
}
