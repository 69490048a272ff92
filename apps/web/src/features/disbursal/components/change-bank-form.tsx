import type { IfscLookup } from '@app/contract';
import { checkIfsc } from '@app/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextInput } from '@/components/ui/text-input';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { useChangeBank } from '../api/change-bank';
import { lookupIfsc } from '../api/lookup-ifsc';
import {
  accountFilter,
  type BankChangeErrors,
  type BankChangeField,
  type BankChangeValues,
  bankChangeErrors,
  fieldError,
  ifscFilter,
  serverField,
} from './bank-change-values';

type Lookup = { status: 'idle' | 'loading' | 'notFound' | 'failed' } | { status: 'found'; data: IfscLookup };

/** The bank of a complete IFSC, looked up as it is typed. */
function useIfscLookup(ifsc: string): Lookup {
  const key = checkIfsc(ifsc) === null ? ifsc : null;
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  useEffect(() => {
    if (key === null) {
      setLookup({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLookup({ status: 'loading' });
    lookupIfsc(key, controller.signal).then(
      (data) => !controller.signal.aborted && setLookup({ status: 'found', data }),
      (err: unknown) =>
        !controller.signal.aborted &&
        setLookup({ status: err instanceof ApiError && err.status === 404 ? 'notFound' : 'failed' }),
    );
    return () => controller.abort();
  }, [key]);
  return lookup;
}

const TEST_IDS: Record<BankChangeField, string> = {
  ifsc: 'bank-ifsc',
  accountNumber: 'bank-account',
  confirmAccountNumber: 'bank-confirm',
};

/** The new payout account: IFSC (the bank looked up) and the account number twice. */
export function ChangeBankForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangeBank();
  const [values, setValues] = useState<BankChangeValues>({
    ifsc: '',
    accountNumber: '',
    confirmAccountNumber: '',
  });
  const [errors, setErrors] = useState<BankChangeErrors>({});
  // The server's own words for its refusals: they carry facts the catalogue's text leaves open (the old account's last digits).
  const [said, setSaid] = useState<BankChangeErrors>({});
  const lookup = useIfscLookup(values.ifsc);
  const ifscUnknown = lookup.status === 'notFound';

  const field = (name: BankChangeField, label: string, placeholder: string, extra: object) => {
    const code = errors[name] ?? (name === 'ifsc' && ifscUnknown ? 'IFSC_NOT_FOUND' : undefined);
    return (
      <div className={code ? 'field form-row form-row--error' : 'field form-row'}>
        <label className="field__label" htmlFor={TEST_IDS[name]}>
          {label}
        </label>
        <TextInput
          id={TEST_IDS[name]}
          data-testid={TEST_IDS[name]}
          value={values[name]}
          placeholder={placeholder}
          autoComplete="off"
          aria-invalid={code ? true : undefined}
          onChange={(value) => {
            setValues((current) => ({ ...current, [name]: value }));
            setErrors((current) => ({ ...current, [name]: undefined }));
            setSaid((current) => ({ ...current, [name]: undefined }));
          }}
          onBlur={() => {
            if (values[name] === '') return;
            const found = fieldError(name, values);
            if (!found) return;
            setErrors((current) => ({ ...current, [name]: found }));
            setSaid((current) => ({ ...current, [name]: undefined }));
          }}
          {...extra}
        />
        {name === 'ifsc' && lookup.status === 'loading' ? (
          <p className="form-row__hint">{t('applicationForms.bank.lookingUp')}</p>
        ) : null}
        {code ? (
          <p className="form-row__error" role="alert" data-testid={`field-error-${name}`}>
            {said[name] ?? errorText(code)}
          </p>
        ) : null}
      </div>
    );
  };

  const submit = useClickLock(() => {
    const found = bankChangeErrors(values, ifscUnknown);
    setErrors(found);
    setSaid({});
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { orderId, ...values },
      {
        onSuccess: (order) =>
          navigate(`/pendingWaitLoan?id=${encodeURIComponent(order.id)}`, { replace: true }),
        onError: (error) => {
          const name = error instanceof ApiError ? serverField(error.field) : null;
          if (name && error instanceof ApiError) {
            setErrors((current) => ({ ...current, [name]: error.code }));
            setSaid((current) => ({ ...current, [name]: error.message || undefined }));
          } else toastApiError(error);
        },
      },
    );
  });

  return (
    <Form onSubmit={submit}>
      <section className="card form bank-change">
        <h2 className="card__title">{t('disbursal.newAccount')}</h2>
        {field('ifsc', t('applicationForms.bank.ifsc'), t('applicationForms.bank.ifscPlaceholder'), {
          autoCapitalize: 'characters',
          spellCheck: false,
          filter: ifscFilter,
        })}
        {lookup.status === 'found' ? (
          <p className="bank-change__found" aria-live="polite" data-testid="bank-name">
            {lookup.data.bankName}
          </p>
        ) : null}
        {field(
          'accountNumber',
          t('applicationForms.bank.account'),
          t('applicationForms.bank.accountPlaceholder'),
          {
            inputMode: 'numeric',
            filter: accountFilter,
          },
        )}
        {field(
          'confirmAccountNumber',
          t('applicationForms.bank.confirm'),
          t('applicationForms.bank.confirmPlaceholder'),
          {
            inputMode: 'numeric',
            filter: accountFilter,
          },
        )}
      </section>
      <Button block type="submit" loading={change.isPending} data-testid="change-bank-submit">
        {t('disbursal.submitBank')}
      </Button>
    </Form>
  );
}
