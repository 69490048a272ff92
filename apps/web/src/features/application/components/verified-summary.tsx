import type { ApplicationView, KycView } from '@app/contract';
import { checkPan, type Sex } from '@app/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { useSaveStep } from '../api/save-step';
import { checkPan as verifyPan } from '../api/verify-identity';
import { useFormTelemetry } from '../hooks/use-form-telemetry';
import { routeAfterSave } from '../steps';
import { isEditable } from './form-fields/step-page';
import { mirrorIdentity } from './identity-values';
import { messageOf } from './kyc-error';
import { panFilter } from './kyc-modes';

const SEX_OF: Record<KycView['gender'], Sex | null> = { M: 'male', F: 'female', T: null };

/** What the verified source said, one line each; the Aadhaar by its last four digits only. */
function Facts({ kyc }: { kyc: KycView }) {
  const { t } = useTranslation();
  const address = [kyc.address.line, kyc.address.district, kyc.address.state, kyc.address.pinCode]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string, string][] = [
    ['name', t('application.identity.name'), kyc.name],
    ['birth', t('application.identity.birth'), kyc.dob.split('-').reverse().join('-')],
    ['gender', t('application.identity.sex'), t(`application.kyc.gender.${kyc.gender}`)],
    ['address', t('application.kyc.address'), address],
  ];
  if (kyc.aadhaarLast4)
    rows.push(['aadhaar', t('application.identity.aadhaar'), `XXXX XXXX ${kyc.aadhaarLast4}`]);
  return (
    <dl className="kyc-facts">
      {rows.map(([key, label, value]) => (
        <div key={key} className="kyc-facts__row">
          <dt>{label}</dt>
          <dd data-testid={`verified-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Issue 31: a verified identity fills the application. The borrower sees what
 * the source said, types only the PAN (checked against the verified name) and
 * the residence declaration; no Aadhaar number is typed. One held for review
 * (mobile not matched, a doubtful face) is finished the same way, with a note
 * that a person checks it before the decision.
 */
export function VerifiedSummary({
  kyc,
  view,
  onOther,
}: {
  kyc: KycView;
  view: ApplicationView;
  onOther: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveStep<'identity'>();
  const telemetry = useFormTelemetry();
  const saved = view.identity?.kycMode === kyc.mode ? view.identity : null;
  const editable = isEditable(view);
  const [pan, setPan] = useState('');
  const [resident, setResident] = useState(saved?.resident ?? false);
  const [sex, setSex] = useState<Sex | ''>(SEX_OF[kyc.gender] ?? saved?.sex ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = useClickLock(async () => {
    if (saved && pan === '' && resident === saved.resident) {
      navigate(routeAfterSave(view.nextStep));
      return;
    }
    const invalid = checkPan(pan);
    if (invalid) return setError(messageOf(new ApiError(400, invalid, '')));
    if (sex === '') return setError(t('applicationForms.errors.chooseOne'));
    setError(null);
    try {
      const check = await verifyPan(pan);
      if (check.status !== 'valid') return setError(t('application.kyc.panMismatch'));
    } catch (err) {
      // No PAN service answer yet (route not there): the step's own PAN check still runs.
      if (!(err instanceof ApiError) || err.status !== 404 || err.code === 'PAN_NOT_FOUND') {
        return setError(messageOf(err));
      }
    }
    const snapshot = telemetry.snapshot();
    const chosen = sex;
    save.mutate(
      {
        step: 'identity',
        values: { name: kyc.name, sex: chosen, birth: kyc.dob, pan, resident, kycMode: kyc.mode },
        telemetry: snapshot,
      },
      {
        onSuccess: (next) => {
          // spec §3 identity store: masked numbers only
          mirrorIdentity(next, snapshot, t(`application.options.sex.${chosen}`));
          navigate(routeAfterSave(next.nextStep));
        },
        onError: (err) => setError(messageOf(err)),
      },
    );
  });

  const review = kyc.state === 'review';
  const mode = t(`application.kyc.mode.${kyc.mode}`);
  return (
    <section
      className="card form form-card"
      data-testid="verified-summary"
      data-mode={kyc.mode}
      data-state={kyc.state}
    >
      <h2 className="card__title">
        {review ? t('application.kyc.reviewTitle') : t('application.kyc.verifiedTitle')}
      </h2>
      <p className="card__hint" data-testid="verified-by">
        {review ? t('application.kyc.reviewBy', { mode }) : t('application.kyc.verifiedBy', { mode })}
      </p>
      {review ? (
        <p className="notice" data-testid="kyc-review-note">
          {t('application.kyc.reviewNote')}
        </p>
      ) : null}
      <Facts kyc={kyc} />
      <fieldset className="form kyc-fieldset" disabled={!editable}>
        {SEX_OF[kyc.gender] === null ? (
          <label className="kyc-sex">
            <span>{t('application.identity.sex')}</span>
            <select data-testid="verified-sex" value={sex} onChange={(e) => setSex(e.target.value as Sex)}>
              <option value="">{t('application.identity.choose')}</option>
              <option value="male">{t('application.options.sex.male')}</option>
              <option value="female">{t('application.options.sex.female')}</option>
            </select>
          </label>
        ) : null}
        <div className="kyc-pan">
          <label htmlFor="verified-pan">{t('application.identity.pan')}</label>
          <TextInput
            id="verified-pan"
            data-testid="verified-pan"
            value={pan}
            filter={panFilter}
            onChange={setPan}
            placeholder={saved ? saved.panMasked : t('application.identity.panPlaceholder')}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={10}
          />
          <small className="card__hint">{t('application.kyc.panHint')}</small>
        </div>
        <label className="check-row">
          <input
            type="checkbox"
            data-testid="verified-resident"
            checked={resident}
            onChange={(event) => setResident(event.target.checked)}
          />
          <span>{t('application.identity.resident')}</span>
        </label>
      </fieldset>
      {error ? (
        <p className="form-row__error" role="alert" data-testid="verified-error">
          {error}
        </p>
      ) : null}
      <Button
        block
        loading={save.isPending}
        disabled={!editable}
        data-testid="verified-save"
        onClick={submit}
      >
        {t('application.identity.save')}
      </Button>
      {editable && !saved ? (
        <Button block variant="outline" data-testid="kyc-other" onClick={onOther}>
          {t('application.kyc.back')}
        </Button>
      ) : null}
    </section>
  );
}
