import type { ApplicationView } from '@app/contract';
import { checkIfsc } from '@app/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { useTranslation } from '@/i18n/use-translation';
import { useClickLock } from '@/lib/click-lock';
import { digitsOnly } from '@/lib/text-input';
import { lookupIfsc } from '../api/lookup-ifsc';
import { useSaveStep } from '../api/save-step';
import { useDraftAutosave } from '../hooks/use-draft';
import { useFormTelemetry } from '../hooks/use-form-telemetry';
import { routeAfterSave } from '../steps';
import { countConfirmMismatch, mirrorBank, withConfirmErrorCount } from './bank-save';
import {
  BANK_FIELDS,
  BANK_TEST_IDS,
  type BankField,
  bankFieldError,
  ifscFilter,
  initialBank,
  toBankBody,
} from './bank-values';
import { useFieldErrors } from './form-fields/field-errors';
import { TextField } from './form-fields/text-field';
import { useFormFields } from './form-fields/use-form-fields';
import { useLookup } from './form-fields/use-lookup';

/** The payout account: IFSC (looked up to show the bank), account number typed twice. */
export function BankForm({ view }: { view: ApplicationView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errors = useFieldErrors();
  const telemetry = useFormTelemetry();
  const save = useSaveStep<'bank'>();
  const form = useFormFields<BankField>({
    initial: initialBank(view),
    testId: (name) => BANK_TEST_IDS[name],
    check: bankFieldError,
    telemetry,
    errors,
    onErrorShown: (name) => {
      if (name === 'confirmAccountNumber') countConfirmMismatch();
    },
  });
  // the draft keeps the IFSC only: a half-typed account number is not worth storing anywhere
  useDraftAutosave('bank', { ifsc: form.values.ifsc }, view.steps.bank !== 'done');

  const ifsc = form.values.ifsc;
  const lookup = useLookup(checkIfsc(ifsc) === null ? ifsc : null, lookupIfsc);
  const { setError } = errors;
  useEffect(() => {
    if (lookup.status === 'notFound') setError('ifsc', { code: 'IFSC_NOT_FOUND' });
  }, [lookup.status, setError]);

  const submit = useClickLock(async () => {
    const unknown = lookup.status === 'notFound' ? { ifsc: { code: 'IFSC_NOT_FOUND' } } : {};
    if (!form.validate(BANK_FIELDS, unknown)) return;
    const snapshot = withConfirmErrorCount(telemetry.snapshot());
    try {
      const saved = await save.mutateAsync({
        step: 'bank',
        values: toBankBody(form.latest.current),
        telemetry: snapshot,
      });
      mirrorBank(saved, snapshot);
      navigate(routeAfterSave(saved.nextStep));
    } catch (err) {
      errors.showServerError(err, BANK_FIELDS);
    }
  });

  return (
    <Form onSubmit={submit}>
      <section className="card form">
        <p className="card__hint">{t('applicationForms.bank.intro')}</p>
        <TextField
          {...form.input('ifsc')}
          label={t('applicationForms.bank.ifsc')}
          placeholder={t('applicationForms.bank.ifscPlaceholder')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          filter={ifscFilter}
          hint={lookup.status === 'loading' ? t('applicationForms.bank.lookingUp') : undefined}
        />
        {lookup.status === 'found' ? (
          <div className="bank-found" aria-live="polite">
            <strong data-testid="bank-name">{lookup.data.bankName}</strong>
            {lookup.data.branch ? <span data-testid="bank-branch">{lookup.data.branch}</span> : null}
          </div>
        ) : null}
        <TextField
          {...form.input('accountNumber')}
          label={t('applicationForms.bank.account')}
          placeholder={t('applicationForms.bank.accountPlaceholder')}
          inputMode="numeric"
          autoComplete="off"
          filter={(value) => digitsOnly(value, 18)}
        />
        <TextField
          {...form.input('confirmAccountNumber')}
          label={t('applicationForms.bank.confirm')}
          placeholder={t('applicationForms.bank.confirmPlaceholder')}
          inputMode="numeric"
          autoComplete="off"
          filter={(value) => digitsOnly(value, 18)}
          // pasting is allowed (some users keep the number in a note) but counted as a signal;
          // the telemetry record has no paste counter, so a pseudo-field's updateCount carries it
          onPaste={() => telemetry.change('confirmAccountNumberPaste')}
        />
      </section>
      <Button block type="submit" loading={save.isPending} data-testid="bank-save">
        {t('applicationForms.common.save')}
      </Button>
    </Form>
  );
}
