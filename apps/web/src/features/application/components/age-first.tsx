import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { useSaveAge } from '../api/save-age';
import { DateField } from './form-fields/date-field';
import { todayIst } from './identity-values';
import { messageOf } from './kyc-error';

/** Issue 31 point 4: the date of birth comes before anything else in the application. */
export function AgeFirst({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const save = useSaveAge();
  const [birth, setBirth] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (birth === '' || birth > todayIst()) {
      setError(birth === '' ? t('applicationForms.errors.required') : errorText('DATE_INVALID'));
      return;
    }
    setError(null);
    save.mutate(birth, { onError: (err) => setError(messageOf(err)) });
  };
  return (
    <section className="card form form-card" data-testid="age-first">
      <h2 className="card__title">{t('application.kyc.ageTitle')}</h2>
      <p className="card__hint">{t('application.kyc.ageIntro')}</p>
      <DateField
        testId="age-birth"
        name="birth"
        label={t('application.identity.birth')}
        value={birth}
        max={todayIst()}
        error={error}
        onChange={setBirth}
      />
      <Button block loading={save.isPending} data-testid="age-save" onClick={submit}>
        {t('application.kyc.ageContinue')}
      </Button>
    </section>
  );
}

/** Under 18: the application stops here and nothing more is asked. */
export function UnderageStop({ birth }: { birth: string }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  if (changing) return <AgeFirst initial={birth} />;
  return (
    <section className="card notice notice--warning state-card" role="alert" data-testid="underage-stop">
      <p className="notice__title">{t('application.kyc.underageTitle')}</p>
      <p>{t('application.kyc.underageBody')}</p>
      <Button variant="outline" data-testid="underage-change" onClick={() => setChanging(true)}>
        {t('application.kyc.underageChange')}
      </Button>
    </section>
  );
}
