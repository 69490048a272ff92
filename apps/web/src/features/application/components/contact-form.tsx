import type { ApplicationView } from '@app/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { useTranslation } from '@/i18n/use-translation';
import { isInNativeApp } from '@/lib/bridge';
import { useClickLock } from '@/lib/click-lock';
import { pickedPhoneDigits, requestNativeContact } from '@/lib/native-contact';
import { showToast } from '@/lib/toast';
import { useCoreStore } from '@/stores/core-store';
import { useSaveStep } from '../api/save-step';
import { useDraftAutosave } from '../hooks/use-draft';
import { useFormTelemetry } from '../hooks/use-form-telemetry';
import { routeAfterSave } from '../steps';
import { useChoiceOptions } from './basic-options';
import { ContactBlock } from './contact-block';
import { mirrorContacts } from './contact-save';
import {
  CONTACT_FIELDS,
  CONTACT_INDEXES,
  type ContactField,
  contactField,
  contactIssues,
  contactTestId,
  initialContacts,
  toContacts,
  toContactsBody,
} from './contact-values';
import { useFieldErrors } from './form-fields/field-errors';
import { useFormFields } from './form-fields/use-form-fields';

/** Three emergency contacts (spec §3 contact, §5 contact rules). */
export function ContactForm({ view }: { view: ApplicationView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useChoiceOptions();
  const errors = useFieldErrors();
  const telemetry = useFormTelemetry();
  const save = useSaveStep<'contacts'>();
  const own = {
    phone: useCoreStore((state) => state.publicData.phone_number),
    whatsApp: view.basic?.whatsApp ?? null,
  };
  const form = useFormFields<ContactField>({
    initial: initialContacts(view),
    testId: contactTestId,
    check: (name, values) => contactIssues(toContacts(values), own)[name],
    telemetry,
    errors,
  });
  useDraftAutosave('contacts', form.values, view.steps.contacts !== 'done');
  const [native] = useState(isInNativeApp);
  const [picking, setPicking] = useState<number | null>(null);

  // The native picker hands back the ONE contact the user chose; the address book is never read in bulk.
  const pick = async (index: 0 | 1 | 2) => {
    telemetry.click(contactField(index, 'phone'));
    setPicking(index);
    const result = await requestNativeContact(index);
    setPicking((current) => (current === index ? null : current));
    if (result.kind === 'timeout') showToast(t('applicationForms.contact.pickTimeout'));
    if (result.kind !== 'contact') return;
    if (result.name) form.setValue(contactField(index, 'name'), result.name.slice(0, 60), 3);
    form.setValue(contactField(index, 'phone'), pickedPhoneDigits(result.phone).slice(0, 12), 3);
  };

  const submit = useClickLock(async () => {
    if (!form.validate(CONTACT_FIELDS)) return;
    const snapshot = telemetry.snapshot();
    try {
      const saved = await save.mutateAsync({
        step: 'contacts',
        values: toContactsBody(form.latest.current),
        telemetry: snapshot,
      });
      mirrorContacts(form.latest.current, snapshot, options);
      navigate(routeAfterSave(saved.nextStep));
    } catch (err) {
      errors.showServerError(err, CONTACT_FIELDS);
    }
  });

  return (
    <Form onSubmit={submit}>
      <p className="card__hint">{t('applicationForms.contact.intro')}</p>
      {native ? (
        <p className="form-notice" data-testid="contact-pick-note">
          {t('applicationForms.contact.pickNote')}
        </p>
      ) : null}
      {CONTACT_INDEXES.map((index) => (
        <ContactBlock
          key={index}
          index={index}
          form={form}
          options={options}
          onPhoneClick={() => telemetry.click(contactField(index, 'phone'))}
          onPick={native ? () => void pick(index) : undefined}
          picking={picking === index}
        />
      ))}
      <Button block type="submit" loading={save.isPending} data-testid="contacts-save">
        {t('applicationForms.common.save')}
      </Button>
    </Form>
  );
}
