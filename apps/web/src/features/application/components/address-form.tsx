import type { ApplicationView, PinCodeLookup } from '@app/contract';
import { checkPinCode } from '@app/domain';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { useClickLock } from '@/lib/click-lock';
import { digitsOnly } from '@/lib/text-input';
import { lookupPinCode } from '../api/lookup-pin-code';
import { useSaveStep } from '../api/save-step';
import { useDraftAutosave } from '../hooks/use-draft';
import { useFormTelemetry } from '../hooks/use-form-telemetry';
import { routeAfterSave } from '../steps';
import { mirrorAddress } from './address-save';
import {
  ADDRESS_FIELDS,
  type AddressField,
  addressFieldError,
  filledFromLookup,
  initialAddress,
  toAddressBody,
} from './address-values';
import { ChoiceField } from './form-fields/choice-field';
import { useFieldErrors } from './form-fields/field-errors';
import { TextField } from './form-fields/text-field';
import { useFormFields } from './form-fields/use-form-fields';
import { useLookup } from './form-fields/use-lookup';

/** The residential address: PIN first, which fills state, city and the list of areas. */
export function AddressForm({ view }: { view: ApplicationView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errors = useFieldErrors();
  const telemetry = useFormTelemetry();
  const save = useSaveStep<'address'>();
  const form = useFormFields<AddressField>({
    initial: initialAddress(view),
    testId: (name) => `address-${name}`,
    check: addressFieldError,
    telemetry,
    errors,
  });
  useDraftAutosave('address', form.values, view.steps.address !== 'done');

  const fill = (data: PinCodeLookup) => {
    const next = filledFromLookup(form.latest.current, data);
    for (const name of ['state', 'city', 'area'] as const) {
      if (next[name] !== form.latest.current[name]) form.setValue(name, next[name], 3);
    }
  };
  const pin = form.values.pinCode;
  const lookup = useLookup(checkPinCode(pin) === null ? pin : null, lookupPinCode, fill);
  // state and city come from the directory; the user types them only when it has no answer
  const manual = lookup.status === 'notFound' || lookup.status === 'failed';
  const areas = lookup.status === 'found' ? lookup.data.areas : [];

  const pinHint =
    lookup.status === 'loading'
      ? t('applicationForms.address.lookingUp')
      : lookup.status === 'notFound'
        ? `${errorText('PIN_NOT_FOUND')} ${t('applicationForms.address.notFoundHint')}`
        : undefined;

  const submit = useClickLock(async () => {
    if (!form.validate(ADDRESS_FIELDS)) return;
    const snapshot = telemetry.snapshot();
    try {
      const saved = await save.mutateAsync({
        step: 'address',
        values: toAddressBody(form.latest.current),
        telemetry: snapshot,
      });
      mirrorAddress(form.latest.current, snapshot);
      navigate(routeAfterSave(saved.nextStep));
    } catch (err) {
      errors.showServerError(err, ADDRESS_FIELDS);
    }
  });

  const readOnly = (name: 'state' | 'city') => ({
    ...form.input(name),
    readOnly: !manual,
    className: manual ? undefined : 'text-input--readonly',
    maxLength: 60,
  });

  return (
    <Form onSubmit={submit}>
      <section className="card form">
        <p className="card__hint">{t('applicationForms.address.intro')}</p>
        <TextField
          {...form.input('pinCode')}
          label={t('applicationForms.address.pinCode')}
          placeholder={t('applicationForms.address.pinCodePlaceholder')}
          inputMode="numeric"
          autoComplete="postal-code"
          filter={(value) => digitsOnly(value, 6)}
          hint={pinHint}
        />
        <TextField {...readOnly('state')} label={t('applicationForms.address.state')} />
        <TextField {...readOnly('city')} label={t('applicationForms.address.city')} />
        {areas.length > 0 ? (
          <ChoiceField
            {...form.choice('area')}
            label={t('applicationForms.address.area')}
            options={areas.map((area) => ({ value: area, label: area }))}
            placeholder={t('applicationForms.common.choose')}
          />
        ) : (
          <TextField
            {...form.input('area')}
            label={t('applicationForms.address.area')}
            placeholder={t('applicationForms.address.areaPlaceholder')}
            maxLength={100}
          />
        )}
        <TextField
          {...form.input('detailAddress')}
          label={t('applicationForms.address.detailAddress')}
          placeholder={t('applicationForms.address.detailAddressPlaceholder')}
          autoComplete="street-address"
          maxLength={200}
        />
      </section>
      <Button block type="submit" loading={save.isPending} data-testid="address-save">
        {t('applicationForms.common.save')}
      </Button>
    </Form>
  );
}
