import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { digitsOnly } from '@/lib/text-input';
import type { ChoiceOptions } from './basic-options';
import { type ContactField, contactField } from './contact-values';
import { ChoiceField } from './form-fields/choice-field';
import { TextField } from './form-fields/text-field';
import type { useFormFields } from './form-fields/use-form-fields';

export interface ContactBlockProps {
  index: 0 | 1 | 2;
  form: ReturnType<typeof useFormFields<ContactField>>;
  options: ChoiceOptions;
  /** Taps on the phone field (spec §3 contact phone clickCount). */
  onPhoneClick: () => void;
  /** Present inside the native app only: opens its contact picker for this block. */
  onPick?: () => void;
  picking: boolean;
}

export function ContactBlock({ index, form, options, onPhoneClick, onPick, picking }: ContactBlockProps) {
  const { t } = useTranslation();
  const titleId = `contact-${index}-title`;
  return (
    <section className="card form" aria-labelledby={titleId}>
      <div className="contact-block__head">
        <h2 className="card__title" id={titleId}>
          {t('applicationForms.contact.block', { number: index + 1 })}
        </h2>
        {onPick ? (
          <Button
            variant="outline"
            className="contact-block__pick"
            data-testid={`contact-${index}-pick`}
            loading={picking}
            onClick={onPick}
          >
            {picking ? t('applicationForms.contact.picking') : t('applicationForms.contact.pick')}
          </Button>
        ) : null}
      </div>
      <TextField
        {...form.input(contactField(index, 'name'))}
        label={t('applicationForms.contact.name')}
        autoComplete="off"
        maxLength={60}
      />
      <TextField
        {...form.input(contactField(index, 'phone'))}
        label={t('applicationForms.contact.phone')}
        placeholder={t('applicationForms.contact.phonePlaceholder')}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        filter={(value) => digitsOnly(value, 12)}
        onClick={onPhoneClick}
      />
      <ChoiceField
        {...form.choice(contactField(index, 'relationship'))}
        label={t('applicationForms.contact.relationship')}
        options={options.relationship}
        placeholder={t('applicationForms.common.choose')}
      />
    </section>
  );
}
