import type { ApplicationView } from '@app/contract';
import { useTranslation } from '@/i18n/use-translation';
import { labelOf, useChoiceOptions } from './basic-options';
import { isEditable } from './form-fields/step-page';
import { SummaryCard } from './form-fields/summary-card';

/** The saved contacts, read-only; phones as the user entered them. */
export function ContactSummary({ view }: { view: ApplicationView }) {
  const { t } = useTranslation();
  const options = useChoiceOptions();
  const contacts = view.contacts?.contacts ?? [];
  const editTo = isEditable(view) ? '/contact' : null;
  if (contacts.length === 0) return <SummaryCard rows={[]} filled={false} editTo={editTo} />;
  return (
    <>
      {contacts.map((contact, index) => (
        <SummaryCard
          // the saved list never reorders: a contact's position is its identity
          key={index}
          title={t('applicationForms.contact.block', { number: index + 1 })}
          rows={[
            {
              label: t('applicationForms.contact.name'),
              value: contact.name,
              testId: `summary-contact-${index}-name`,
            },
            {
              label: t('applicationForms.contact.phone'),
              value: contact.phone,
              testId: `summary-contact-${index}-phone`,
            },
            {
              label: t('applicationForms.contact.relationship'),
              value: labelOf(options.relationship, contact.relationship),
              testId: `summary-contact-${index}-relationship`,
            },
          ]}
          filled
          editTo={index === contacts.length - 1 ? editTo : null}
        />
      ))}
    </>
  );
}
