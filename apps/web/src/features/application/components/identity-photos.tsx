import type { ApplicationView } from '@app/contract';
import { IDENTITY_PHOTO_KINDS, type PhotoKind } from '@app/domain';
import { useTranslation } from '@/i18n/use-translation';
import { PhotoSlot } from './photo-slot';
import type { usePhotoUploads } from './use-photo-uploads';

/** The Aadhaar front, Aadhaar back and PAN card photos, with the spec §5 photo guidance. */
export function IdentityPhotos({
  view,
  uploads,
  error,
  disabled,
  onTap,
}: {
  view: ApplicationView;
  uploads: ReturnType<typeof usePhotoUploads>;
  error: string | null;
  disabled: boolean;
  onTap: (kind: PhotoKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={`card${error ? ' form-row--error' : ''}`} aria-labelledby="identity-photos-title">
      <h2 id="identity-photos-title" className="card__title">
        {t('application.identity.photosTitle')}
      </h2>
      <p className="card__hint">{t('application.identity.photosHint')}</p>
      <div className="photo-grid">
        {IDENTITY_PHOTO_KINDS.map((kind) => (
          <PhotoSlot
            key={kind}
            className={kind === 'pan' ? 'photo-grid__wide' : undefined}
            kind={kind}
            stored={view.photos.find((photo) => photo.kind === kind)}
            state={uploads.slot(kind)}
            onFile={(file) => void uploads.send(kind, file)}
            capture="environment"
            disabled={disabled}
            onTap={() => onTap(kind)}
          />
        ))}
      </div>
      {uploads.attemptsLeft !== null ? (
        <p className="photo-attempts" data-testid="attempts-left">
          {t('application.photo.attemptsLeft', { count: uploads.attemptsLeft })}
        </p>
      ) : null}
      {error ? (
        <p className="form-row__error" role="alert" data-testid="field-error-photos">
          {error}
        </p>
      ) : null}
    </section>
  );
}
