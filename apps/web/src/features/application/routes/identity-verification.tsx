import type { ApplicationView } from '@app/contract';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { useClickLock } from '@/lib/click-lock';
import { useAuthStore } from '@/stores/auth-store';
import { useApplication } from '../api/get-application';
import { FaceIllustration } from '../components/face-illustration';
import { StepPage } from '../components/form-fields/step-page';
import { PhotoSlot } from '../components/photo-slot';
import { usePhotoUploads } from '../components/use-photo-uploads';
import { routeAfterSave } from '../steps';
import '../application.css';

const TIPS = ['tipCard', 'tipLight', 'tipGlare', 'tipWhole'] as const;

/** Spec §2 /identityVerification: the face check, a photo of the applicant holding their Aadhaar. */
export default function IdentityVerificationPage() {
  const { t } = useTranslation();
  return <StepPage title={t('application.face.title')}>{(view) => <FaceCheck view={view} />}</StepPage>;
}

function FaceCheck({ view }: { view: ApplicationView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const application = useApplication();
  const uploads = usePhotoUploads();
  const state = uploads.slot('face');
  const stored = view.photos.find((photo) => photo.kind === 'face');
  const accepted =
    !state.uploading && !state.error && (state.photo !== null || stored?.status === 'accepted');

  const send = async (file: Blob) => {
    const ok = await uploads.send('face', file);
    // spec §3 auth state: the face slot's status and attempt count
    useAuthStore.setState((auth) => ({
      faceData: { ...auth.faceData, status: ok ? 1 : auth.faceData.status, count: auth.faceData.count + 1 },
    }));
  };

  const onContinue = useClickLock(async () => {
    // the upload changed the step statuses: ask for them rather than trust the cached view
    const fresh = await application.refetch();
    navigate(routeAfterSave(fresh.data?.nextStep ?? null));
  });

  return (
    <>
      <section className="card face-intro">
        <FaceIllustration label={t('application.face.illustration')} />
        <p className="face-intro__lead">{t('application.face.intro')}</p>
        <ul className="tick-list">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`application.face.${tip}`)}</li>
          ))}
        </ul>
      </section>
      <section className="card">
        <PhotoSlot
          kind="face"
          className="photo-slot-wrap--face"
          stored={stored}
          state={state}
          capture="user"
          guide={t('application.face.guide')}
          onFile={(file) => void send(file)}
        />
        {uploads.attemptsLeft !== null ? (
          <p className="photo-attempts" data-testid="attempts-left">
            {t('application.photo.attemptsLeft', { count: uploads.attemptsLeft })}
          </p>
        ) : null}
      </section>
      <Button block disabled={!accepted} data-testid="face-save" onClick={onContinue}>
        {t('application.face.continue')}
      </Button>
    </>
  );
}
