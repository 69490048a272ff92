import type { ApplicationView } from '@app/contract';
import type { PhotoKind, Sex } from '@app/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { PageLoading } from '@/components/ui/page-loading';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { useClickLock } from '@/lib/click-lock';
import { useApplication } from '../api/get-application';
import { useKyc } from '../api/get-kyc';
import { useSaveStep } from '../api/save-step';
import { AgeFirst, UnderageStop } from '../components/age-first';
import { type FieldErrors, useFieldErrors } from '../components/form-fields/field-errors';
import { isEditable, StepPage } from '../components/form-fields/step-page';
import { useFormFields } from '../components/form-fields/use-form-fields';
import { IdentityFields } from '../components/identity-fields';
import { IdentityPhotos } from '../components/identity-photos';
import {
  allIdentityPhotos,
  checkIdentityField,
  IDENTITY_FIELDS,
  identityChanged,
  initialIdentity,
  mirrorIdentity,
} from '../components/identity-values';
import { KycModes } from '../components/kyc-modes';
import { usePhotoUploads } from '../components/use-photo-uploads';
import { VerifiedSummary } from '../components/verified-summary';
import { useDraftAutosave } from '../hooks/use-draft';
import { useFormTelemetry } from '../hooks/use-form-telemetry';
import { routeAfterSave } from '../steps';
import '../application.css';

/**
 * Spec §2 /identityInfo, as issue 31 makes it: the date of birth first (under
 * 18 stops there), then the identity by a KYC mode (CKYC by PAN, Aadhaar
 * Offline e-KYC, Aadhaar Secure QR, DigiLocker), and the card photos with the
 * typed fields only as the last resort.
 */
export default function IdentityInfoPage() {
  const { t } = useTranslation();
  return (
    <StepPage title={t('application.identity.title')}>{(view) => <IdentityStep view={view} />}</StepPage>
  );
}

/** A verification held for a person's check (mobile not matched, a doubtful face) is finished like a verified one. */
const SUMMARY_STATES = new Set(['verified', 'review']);

function IdentityStep({ view }: { view: ApplicationView }) {
  const { t } = useTranslation();
  const kyc = useKyc(view.identity !== null || view.age?.adult === true);
  const [params] = useSearchParams();
  const savedMode = view.identity ? (view.identity.kycMode ?? 'card_photos') : null;
  const [cardPhotos, setCardPhotos] = useState(savedMode === 'card_photos');
  const [other, setOther] = useState(false);
  const returned = params.get('digilocker');

  if (!view.identity && !view.age) return <AgeFirst />;
  if (view.age && !view.age.adult) return <UnderageStop birth={view.age.birth} />;
  if (cardPhotos) {
    return (
      <>
        <p className="notice" data-testid="card-photos-note">
          {t('application.kyc.cardPhotosNote')}
        </p>
        <IdentityForm view={view} />
        {isEditable(view) ? (
          <Button block variant="outline" data-testid="kyc-other" onClick={() => setCardPhotos(false)}>
            {t('application.kyc.back')}
          </Button>
        ) : null}
      </>
    );
  }
  if (kyc.isPending) return <PageLoading />;
  const status = kyc.data;
  if (status && status.state !== 'none' && SUMMARY_STATES.has(status.state) && !other) {
    return <VerifiedSummary kyc={status} view={view} onOther={() => setOther(true)} />;
  }
  return (
    <>
      <h2 className="kyc-title">{t('application.kyc.modesTitle')}</h2>
      <KycModes
        returned={returned && returned !== 'verified' ? errorText(returned) : null}
        onCardPhotos={() => setCardPhotos(true)}
      />
    </>
  );
}

function IdentityForm({ view }: { view: ApplicationView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const application = useApplication();
  const save = useSaveStep<'identity'>();
  const telemetry = useFormTelemetry();
  const errors = useFieldErrors();
  const uploads = usePhotoUploads();
  const [initial] = useState(() => {
    const start = initialIdentity(view);
    // the date of birth was asked first
    if (start.values.birth === '' && view.age) start.values.birth = view.age.birth;
    return start;
  });
  const [resident, setResident] = useState(initial.resident);
  const [photosMissing, setPhotosMissing] = useState(false);
  const [requireNumbers, setRequireNumbers] = useState(false);
  const saved = view.identity !== null;
  const editable = isEditable(view);
  const form = useFormFields({
    initial: initial.values,
    testId: (name) => `identity-${name}`,
    check: (name, values) => checkIdentityField(name, values, saved, requireNumbers),
    telemetry,
    errors,
  });
  const draft = { ...form.values, resident: String(resident) };
  useDraftAutosave('identity', draft, editable && view.steps.identity !== 'done');

  const uploaded = (kind: PhotoKind) => uploads.slot(kind).photo;
  const photosOk = allIdentityPhotos(view, uploaded);

  const submit = useClickLock(async () => {
    setPhotosMissing(!photosOk);
    if (!photosOk) telemetry.error('photos');
    const changed = identityChanged(view, form.latest.current, resident);
    // the server needs both numbers again whenever the step is re-sent
    const needNumbers = saved && changed;
    setRequireNumbers(needNumbers);
    const extra: FieldErrors = {};
    for (const name of needNumbers ? (['aadhaar', 'pan'] as const) : []) {
      const error = checkIdentityField(name, form.latest.current, saved, true);
      if (error) extra[name] = error;
    }
    const fieldsOk = form.validate(IDENTITY_FIELDS, extra);
    if (!photosOk || !fieldsOk) return;
    if (!changed) {
      // only photos were retaken: nothing to re-send, move on with the fresh step statuses
      const fresh = await application.refetch();
      navigate(routeAfterSave(fresh.data?.nextStep ?? view.nextStep));
      return;
    }
    const values = form.latest.current;
    const snapshot = telemetry.snapshot();
    save.mutate(
      {
        step: 'identity',
        values: {
          name: values.name.trim(),
          sex: values.sex as Sex,
          birth: values.birth,
          aadhaar: values.aadhaar,
          pan: values.pan,
          resident,
          kycMode: 'card_photos',
        },
        telemetry: snapshot,
      },
      {
        onSuccess: (next) => {
          mirrorIdentity(next, snapshot, t(`application.options.sex.${values.sex as Sex}`));
          navigate(routeAfterSave(next.nextStep));
        },
        onError: (err) => errors.showServerError(err, IDENTITY_FIELDS),
      },
    );
  });

  return (
    <Form onSubmit={submit}>
      {!editable ? <p className="notice">{t('application.identity.locked')}</p> : null}
      <IdentityPhotos
        view={view}
        uploads={uploads}
        disabled={!editable}
        error={photosMissing && !photosOk ? t('application.identity.photosRequired') : null}
        onTap={(kind) => telemetry.click(kind)}
      />
      <fieldset className="card form form-card" disabled={!editable}>
        <legend className="card__title form-card__legend">{t('application.identity.detailsTitle')}</legend>
        <IdentityFields
          form={form}
          view={view}
          resident={resident}
          onResident={(value) => {
            setResident(value);
            telemetry.change('resident');
          }}
        />
      </fieldset>
      <Button block type="submit" loading={save.isPending} disabled={!editable} data-testid="identity-save">
        {t('application.identity.save')}
      </Button>
    </Form>
  );
}
